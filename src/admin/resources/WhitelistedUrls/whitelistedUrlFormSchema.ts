import { whitelistedUrlSchema } from '@shared/schemas';
import { adminTexts } from '@shared/texts';

/** An iframe module or link may use a URL matching a pattern: an http(s) address, `*` standing for anything. */
export const whitelistedUrlFormSchema = whitelistedUrlSchema.extend({
  pattern: whitelistedUrlSchema.shape.pattern.regex(/^https?:\/\/[^\s]+$/i, adminTexts.whitelistedUrl.patternInvalid),
});

export const whitelistedUrlCreateSchema = whitelistedUrlFormSchema.omit({ id: true });
