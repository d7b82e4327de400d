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

export function firstErrorMessage(errors: FieldErrors<SupportFormInput>): string | undefined {
  for (const field of supportFieldOrder) {
    const message = errors[field]?.message;
    if (typeof message === 'string' && message !== '') return message;
  }
  return undefined;
}
