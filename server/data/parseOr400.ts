import type { Response } from 'express';
import type { z } from 'zod';
import { sendError } from './dataCall';

/** The parsed value, or undefined after answering 400 naming every field that failed. */
export function parseOr400<T>(res: Response, schema: z.ZodType<T>, input: unknown): T | undefined {
  const result = schema.safeParse(input);
  if (result.success) return result.data;
  sendError(
    res,
    400,
    'VALIDATION_FAILED',
    'Die Anfrage ist ungültig.',
    result.error.issues.map((issue) => ({ field: issue.path.join('.') || '(Anfrage)', message: issue.message })),
  );
  return undefined;
}
