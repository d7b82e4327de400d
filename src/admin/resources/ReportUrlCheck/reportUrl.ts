import { z } from 'zod';
import { supportTexts } from '@shared/texts';

const t = supportTexts.urlCheck;
const MARKER = 'modules/';

/** docs/requirements/validation.md: required, and 'modules/' exactly once (splitting gives two parts). */
export const reportUrlSchema = z.object({
  url: z
    .string()
    .trim()
    .min(1, t.required)
    .refine((url) => url.split(MARKER).length === 2, t.invalid),
});
export type ReportUrlForm = z.input<typeof reportUrlSchema>;

/** The part of the URL the server is asked about: from 'modules/' on. */
export const lookupPartOf = (url: string): string => `${MARKER}${url.trim().split(MARKER)[1] ?? ''}`;
