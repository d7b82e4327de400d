import { notificationSchema } from '@shared/schemas';
import { adminTexts } from '@shared/texts';

const periodIsOrdered = ({ validFrom, validTo }: { validFrom?: string; validTo?: string }) =>
  !validFrom || !validTo || Date.parse(validTo) >= Date.parse(validFrom);
const periodRule = { path: ['validTo'], message: adminTexts.notifications.validToBeforeFrom };

/** The shared schema plus what only makes sense as a whole: the period must not end before it starts. */
export const notificationFormSchema = notificationSchema.refine(periodIsOrdered, periodRule);
export const notificationCreateSchema = notificationSchema.omit({ id: true }).refine(periodIsOrdered, periodRule);
