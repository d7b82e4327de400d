import { zodResolver } from '@hookform/resolvers/zod';
import type { FieldValues, Resolver } from 'react-hook-form';
import type { z } from 'zod';

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && Object.getPrototypeOf(value) === Object.prototype;

/** react-admin turns emptied inputs into null; our schemas call an empty optional field absent. */
export const withoutEmptyValues = (value: unknown): unknown => {
  if (Array.isArray(value)) return value.filter((item) => item !== null && item !== '').map(withoutEmptyValues);
  if (!isPlainObject(value)) return value;
  return Object.fromEntries(
    Object.entries(value)
      .filter(([, item]) => item !== null && item !== undefined)
      .map(([key, item]) => [key, withoutEmptyValues(item)]),
  );
};

/** A react-hook-form resolver over one of the shared zod schemas, so forms and server validate alike. */
export function zodFormResolver(schema: z.ZodType): Resolver<FieldValues> {
  const resolve = zodResolver(schema as z.ZodType<FieldValues, FieldValues>);
  return (values, context, options) => resolve(withoutEmptyValues(values) as FieldValues, context, options);
}
