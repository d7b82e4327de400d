import type { FieldErrors } from 'react-hook-form';
import type { SupportFormInput } from '@shared/schemas';

/** The fields in the order the form shows them: the alert names the first one in error. */
export const supportFieldOrder = [
  'supportReason',
  'reportName',
  'supportEmail',
  'requestMessage',
  'contactType',
  'phoneNumber',
  'attachments',
] as const satisfies readonly (keyof SupportFormInput)[];

type SupportField = (typeof supportFieldOrder)[number];

const messageOf = (errors: FieldErrors<SupportFormInput>, field: SupportField): string | undefined => {
  const message = errors[field]?.message;
  return typeof message === 'string' && message !== '' ? message : undefined;
};

/** The first field the form shows that is in error. */
export const firstErrorField = (errors: FieldErrors<SupportFormInput>): SupportField | undefined =>
  supportFieldOrder.find((field) => messageOf(errors, field) !== undefined);

export function firstErrorMessage(errors: FieldErrors<SupportFormInput>): string | undefined {
  const field = firstErrorField(errors);
  return field && messageOf(errors, field);
}
