import { z } from 'zod';
import { inputTexts as t } from '../texts/inputs';
import './germanValidation';

/** How deep a free JSON value may nest (`[]` and `{}` are one level each). */
export const MAX_JSON_DEPTH = 32;

/**
 * Whether a parsed JSON value nests deeper than `limit`, found without recursion: zod's own JSON check and
 * `JSON.stringify` recurse and end in a RangeError a few thousand levels down.
 */
export function nestsDeeperThan(value: unknown, limit: number): boolean {
  const stack: { value: unknown; depth: number }[] = [{ value, depth: 0 }];
  for (let next = stack.pop(); next; next = stack.pop()) {
    if (typeof next.value !== 'object' || next.value === null) continue;
    const depth = next.depth + 1;
    if (depth > limit) return true;
    for (const child of Object.values(next.value)) stack.push({ value: child, depth });
  }
  return false;
}

const encoder = new TextEncoder();
/** Bytes of a value written as compact JSON in UTF-8 (call it only on a value whose depth is bounded). */
export const jsonBytes = (value: unknown): number => encoder.encode(JSON.stringify(value) ?? '').length;

/**
 * A free JSON field (a preference's value, …): any JSON of at most `MAX_JSON_DEPTH` levels and `maxBytes` bytes.
 * Depth is checked before zod walks the value, so a deep value is a German message on the field, never a crash.
 */
export const boundedJson = (maxBytes: number) =>
  z
    .unknown()
    .superRefine((value, ctx) => {
      if (nestsDeeperThan(value, MAX_JSON_DEPTH)) {
        ctx.addIssue({ code: 'custom', message: t.tooDeep(MAX_JSON_DEPTH), continue: false });
      } else if (jsonBytes(value) > maxBytes) {
        ctx.addIssue({ code: 'custom', message: t.tooLarge(maxBytes), continue: false });
      }
    })
    .pipe(z.json());
