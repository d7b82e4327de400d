import { z } from 'zod';
import './germanValidation';

/** json-server assigns numeric ids; Confluence page ids and setting keys are strings. */
export const idSchema = z.union([z.number().int().nonnegative(), z.string().min(1).max(200)]);
export type Id = z.infer<typeof idSchema>;

export const isoDateTimeSchema = z.iso.datetime({ offset: true });
export const isoDateSchema = z.iso.date();

/** A plain record shape: unknown keys are refused so a typo in db.json is reported. */
export const entity = <T extends z.ZodRawShape>(shape: T) => z.strictObject({ id: idSchema, ...shape });

/**
 * A record without the fields an answer keeps back: the one mapper for an answer whose schema is the entity's
 * schema with the same `fields` omitted, so a field added to the entity reaches the answer without a hand copy.
 */
export function omitFields<R extends object, K extends keyof R>(
  record: R,
  fields: { readonly [P in K]: true },
): Omit<R, K> {
  return Object.fromEntries(Object.entries(record).filter(([field]) => !(field in fields))) as Omit<R, K>;
}

/**
 * The one allow-list rule for a file name the server keeps on disk (media, manual attachments): letters, digits,
 * `.`, `_` and `-`, starting with a letter or digit, never `..`. So no separator, no absolute path, no dot file.
 */
export const storedFileNamePattern = /^(?!.*\.\.)[A-Za-z0-9][A-Za-z0-9._-]{0,254}$/;
export const isStoredFileName = (name: string): boolean => storedFileNamePattern.test(name);
export const storedFileNameSchema = z
  .string()
  .regex(storedFileNamePattern, 'Nur Buchstaben, Ziffern, Punkt, _ oder - (kein Pfad, kein „..“)');
