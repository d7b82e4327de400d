import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import './germanValidation';

const messageOf = (schema: z.ZodType, value: unknown): string => {
  const result = z.object({ field: schema }).safeParse({ field: value });
  if (result.success) throw new Error('expected an issue');
  return result.error.issues[0]?.message ?? '';
};

/** Words of JavaScript's type names that zod's own German locale leaves in its messages. */
const englishTypeNames = /\b(string|undefined|null|number|int|boolean|array|object|NaN|bigint)\b/i;

describe('German validation messages', () => {
  it.each([
    ['a missing required text', z.string(), undefined, 'Pflichtfeld'],
    ['an empty required text', z.string().min(1), '', 'Pflichtfeld'],
    ['a text where a number belongs', z.number(), 'zwölf', 'Bitte eine Zahl eingeben'],
    ['NaN', z.number(), Number.NaN, 'Bitte eine Zahl eingeben'],
    ['a fraction where a whole number belongs', z.number().int(), 1.5, 'Bitte eine ganze Zahl eingeben'],
    ['a number where a text belongs', z.string(), 3, 'Bitte einen Text eingeben'],
    ['a text where yes/no belongs', z.boolean(), 'ja', 'Bitte Ja oder Nein wählen'],
    ['a text where a list belongs', z.array(z.string()), 'a', 'Bitte eine Liste angeben'],
    ['a too long text', z.string().max(3), 'abcd', 'Bitte höchstens 3 Zeichen eingeben'],
    ['a too short text', z.string().min(8), 'abc', 'Bitte mindestens 8 Zeichen eingeben'],
    ['a too small number', z.number().min(1000), 5, 'Bitte eine Zahl ab 1.000 eingeben'],
    ['a value outside the choices', z.enum(['PDF', 'PPTX']), 'DOC', 'Bitte einen dieser Werte wählen: PDF, PPTX'],
  ])('says %s in plain German', (_case, schema, value, expected) => {
    expect(messageOf(schema, value)).toBe(expected);
  });

  it('names no JavaScript type in any message, formats included', () => {
    const cases: [z.ZodType, unknown][] = [
      [z.email(), 'x'],
      [z.iso.datetime({ offset: true }), 'gestern'],
      [z.iso.date(), 1],
      [z.object({ a: z.string() }), 'x'],
      [z.strictObject({}), { extra: 1 }],
      [z.union([z.number(), z.string().min(1)]), undefined],
      [z.literal('a'), 'b'],
    ];
    for (const [schema, value] of cases) expect(messageOf(schema, value)).not.toMatch(englishTypeNames);
  });
});
