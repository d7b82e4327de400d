import type { z } from 'zod';
import { apiGet } from './httpClient';

/** GETs `path` and parses the answer with a schema loaded at the same time as the request (not before it). */
export async function apiGetParsed<T>(path: string, loadSchema: () => Promise<z.ZodType<T>>): Promise<T> {
  const [schema, body] = await Promise.all([loadSchema(), apiGet(path)]);
  return schema.parse(body);
}
