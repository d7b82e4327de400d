import { z } from 'zod';
import { singleLine } from './singleLine';
import { supportTexts } from '../texts/support';
import { contactTypes, supportReasons } from './usage';

const messages = supportTexts.validation;

/** Largest attachment of a support request (docs/requirements/limits.md: 2 MB per file). */
export const MAX_ATTACHMENT_BYTES = 2 * 1024 * 1024;
/** How many files one request may carry; with the per-file limit this caps a request at 10 MB. */
export const MAX_ATTACHMENTS = 5;
export const MAX_REQUEST_MESSAGE = 20000;

/** Size in MB as the size message shows it: German decimal comma, at most two decimals. */
export const formatMegabytes = (bytes: number): string =>
  (bytes / (1024 * 1024)).toLocaleString('de-DE', { maximumFractionDigits: 2 });

/** A file's size as the attachment list shows it: kB below one megabyte (never '0 MB'), MB above. */
export const formatFileSize = (bytes: number): string =>
  bytes < 1024 * 1024 ? `${Math.max(1, Math.round(bytes / 1024))} kB` : `${formatMegabytes(bytes)} MB`;

/** The file's message when it is over the limit, else undefined (docs/requirements/validation.md). */
export const attachmentSizeError = (file: AttachmentLike): string | undefined =>
  file.size > MAX_ATTACHMENT_BYTES ? messages.fileTooLarge(file.name, formatMegabytes(file.size)) : undefined;

/** A browser File or the server's description of an uploaded part: all the schema needs of a file. */
export interface AttachmentLike {
  name: string;
  size: number;
}

const isAttachment = (value: unknown): value is AttachmentLike =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as AttachmentLike).name === 'string' &&
  typeof (value as AttachmentLike).size === 'number';

/** Keeps the File object itself (a plain object schema would copy it into a new object). */
const attachmentSchema = <F extends AttachmentLike>() =>
  z.custom<F>(isAttachment).superRefine((file, context) => {
    const error = attachmentSizeError(file);
    if (error) context.addIssue({ code: 'custom', message: error });
  });

const phonePattern = /^[0-9 +\-/()]*$/;

const fieldsShape = {
  supportReason: z.enum(supportReasons, { error: messages.reasonRequired }),
  reportName: singleLine().trim().max(200),
  /** The contact's address as the lookup answered it ('' when it names none); the server checks it. */
  supportEmail: z.union([z.literal(''), z.email({ error: messages.emailInvalid })]),
  requestMessage: z
    .string({ error: messages.messageRequired })
    .trim()
    .min(1, messages.messageRequired)
    .min(10, messages.messageTooShort)
    .max(MAX_REQUEST_MESSAGE, messages.messageTooLong),
  contactType: z.enum(contactTypes),
  phoneNumber: singleLine().trim().max(50),
  jiraChildId: z.number().int().nonnegative(),
  /** The report the dialog was opened from (report view, AI assistant), for the support team. */
  moduleId: singleLine().max(200).optional(),
  reportId: singleLine().max(200).optional(),
};

type Fields = z.infer<z.ZodObject<typeof fieldsShape>>;

/** Rules between fields: a report question names its report, a phone contact its number. */
function crossFieldRules(values: Fields, context: z.RefinementCtx): void {
  if (values.supportReason === 'REPORT' && values.reportName === '') {
    context.addIssue({ code: 'custom', path: ['reportName'], message: messages.reportRequired });
  }
  if (values.contactType === 'PHONE' && values.phoneNumber === '') {
    context.addIssue({ code: 'custom', path: ['phoneNumber'], message: messages.phoneRequired });
  } else if (!phonePattern.test(values.phoneNumber)) {
    context.addIssue({ code: 'custom', path: ['phoneNumber'], message: messages.phoneInvalid });
  }
}

/** The names of those fields: the server refuses any other. */
export const supportFieldNames: readonly string[] = Object.keys(fieldsShape);

/** The fields of `POST /support/sendEmail` besides the files (docs/requirements/calls.md). */
export const supportFieldsSchema = z.object(fieldsShape).superRefine(crossFieldRules);
export type SupportFields = z.infer<typeof supportFieldsSchema>;

/** The attachments of a request: each at most 2 MB, at most five. */
export const supportAttachmentsSchema = <F extends AttachmentLike>() =>
  z.array(attachmentSchema<F>()).max(MAX_ATTACHMENTS, messages.tooManyFiles);

/** The support form (react-hook-form) and the server's check of a request: the fields plus the files. */
export const supportFormSchema = z
  .object({ ...fieldsShape, attachments: supportAttachmentsSchema<File>() })
  .superRefine(crossFieldRules);
export type SupportFormInput = z.input<typeof supportFormSchema>;
export type SupportFormValues = z.output<typeof supportFormSchema>;

export const supportFormDefaults: SupportFormInput = {
  supportReason: 'REPORT',
  reportName: '',
  supportEmail: '',
  requestMessage: '',
  contactType: 'EMAIL',
  phoneNumber: '',
  jiraChildId: 0,
  attachments: [],
};
