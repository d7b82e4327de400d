import type { NextFunction, Request, RequestHandler, Response } from 'express';
import multer from 'multer';
import {
  formatMegabytes,
  MAX_ATTACHMENT_BYTES,
  MAX_ATTACHMENTS,
  supportAttachmentsSchema,
  supportFieldNames,
  supportFieldsSchema,
  type SupportFields,
} from '@shared/schemas';
import { supportTexts } from '@shared/texts';
import { sendError } from '../../data/dataCall';
import { checkAttachment } from './sniffAttachment';

/** Above this a part is cut off while it streams (a memory guard); up to it the exact size is reported. */
export const HARD_FILE_LIMIT = 4 * MAX_ATTACHMENT_BYTES;

const upload = multer({
  storage: multer.memoryStorage(),
  /** Browsers send file names as raw UTF-8, not latin1. */
  defParamCharset: 'utf8',
  limits: { fileSize: HARD_FILE_LIMIT, files: MAX_ATTACHMENTS + 1, fields: 20, fieldSize: 64 * 1024, parts: 30 },
});

export interface FieldError {
  field: string;
  message: string;
}

export const badRequest = (res: Response, errors: FieldError[]) =>
  sendError(res, 400, 'VALIDATION_FAILED', 'Die Anfrage ist ungültig.', errors);

/** multer's limits as 400s naming the field; anything else goes to the error handler. */
export const receiveMultipart: RequestHandler = (req: Request, res: Response, next: NextFunction) => {
  upload.fields([{ name: 'attachments', maxCount: MAX_ATTACHMENTS + 1 }])(req, res, (error: unknown) => {
    if (!(error instanceof multer.MulterError)) {
      next(error);
      return;
    }
    const field = error.field ?? 'attachments';
    if (error.code === 'LIMIT_FILE_SIZE') {
      const file = 'filename' in error && typeof error.filename === 'string' ? error.filename : '';
      const message = supportTexts.validation.fileTooLarge(file, `über ${formatMegabytes(HARD_FILE_LIMIT)}`);
      badRequest(res, [{ field, message }]);
    } else if (error.code === 'LIMIT_UNEXPECTED_FILE' && field !== 'attachments') {
      badRequest(res, [{ field, message: supportTexts.validation.unknownField }]);
    } else if (error.code === 'LIMIT_FILE_COUNT' || error.code === 'LIMIT_UNEXPECTED_FILE') {
      badRequest(res, [{ field, message: supportTexts.validation.tooManyFiles }]);
    } else {
      badRequest(res, [{ field, message: error.message }]);
    }
  });
};

export interface ParsedSupportRequest {
  fields: SupportFields;
  files: Express.Multer.File[];
}

const number = (value: unknown): unknown =>
  typeof value === 'string' && /^\d{1,9}$/.test(value) ? Number(value) : value;

/** Checks the received fields and files with the shared schemas; 400 with every field's first message. */
const refusals = {
  program: supportTexts.validation.fileTypeRefused,
  mismatch: supportTexts.validation.fileTypeMismatch,
  type: supportTexts.validation.fileTypeNotAllowed,
  activeContent: supportTexts.validation.fileActiveContent,
  formulas: supportTexts.validation.fileFormulas,
};

export async function parseSupportRequest(
  req: Request,
): Promise<{ ok: true; value: ParsedSupportRequest } | { ok: false; errors: FieldError[] }> {
  const body = (req.body ?? {}) as Record<string, unknown>;
  // multer skips a part without a file name: the empty placeholder the client sends when there is no file.
  const files = (req.files as Record<string, Express.Multer.File[]> | undefined)?.attachments ?? [];
  const fields = supportFieldsSchema.safeParse({
    supportReason: body.supportReason,
    reportName: body.reportName ?? '',
    supportEmail: body.supportEmail ?? '',
    requestMessage: body.requestMessage,
    contactType: body.contactType ?? 'EMAIL',
    phoneNumber: body.phoneNumber ?? '',
    jiraChildId: number(body.jiraChildId ?? '0'),
    moduleId: body.moduleId,
    reportId: body.reportId,
  });
  const attachments = supportAttachmentsSchema().safeParse(
    files.map((file) => ({ name: file.originalname ?? '', size: file.size })),
  );
  const errors: FieldError[] = Object.keys(body)
    .filter((key) => !supportFieldNames.includes(key))
    .map((field) => ({ field, message: supportTexts.validation.unknownField }));
  for (const issue of [...(fields.error?.issues ?? []), ...(attachments.error?.issues ?? [])]) {
    const field = attachments.error?.issues.includes(issue) ? 'attachments' : String(issue.path[0] ?? '(Anfrage)');
    if (!errors.some((e) => e.field === field && e.message === issue.message))
      errors.push({ field, message: issue.message });
  }
  for (const file of attachments.success ? files : []) {
    const check = await checkAttachment(file.originalname ?? '', file.buffer);
    // The mail declares the type the bytes have, never the one the browser claimed.
    if (check.ok) file.mimetype = check.contentType;
    else
      errors.push({
        field: 'attachments',
        message: refusals[check.reason](file.originalname ?? ''),
      });
  }
  if (!fields.success || errors.length > 0) return { ok: false, errors };
  return { ok: true, value: { fields: fields.data, files } };
}
