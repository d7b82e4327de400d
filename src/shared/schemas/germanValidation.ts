import { z } from 'zod';
import { validationTexts as t } from '../texts/validation';

const zodGerman = z.locales.de().localeError;
const count = (value: number | bigint): string => value.toLocaleString('de-DE');

function invalidType(expected: string, input: unknown): string {
  if (input === undefined || input === null || input === '') return t.required;
  switch (expected) {
    case 'number':
    case 'bigint':
      return t.number;
    case 'int':
      return t.integer;
    case 'string':
      return t.text;
    case 'boolean':
      return t.yesNo;
    case 'array':
    case 'tuple':
    case 'set':
      return t.list;
    case 'date':
      return t.date;
    case 'object':
    case 'record':
    case 'map':
      return t.object;
    default:
      return t.invalid;
  }
}

/**
 * Plain German for every issue a user can see: zod's own German locale names the JavaScript types ("erwartet
 * string, erhalten undefined"), so the common issues get a sentence of ours, and the rest (formats) zod's German.
 */
export const germanValidationError: z.core.$ZodErrorMap = (issue) => {
  switch (issue.code) {
    case 'invalid_type':
      return invalidType(issue.expected, issue.input);
    case 'too_small':
      if (issue.origin === 'string' || issue.origin === 'array' || issue.origin === 'set') {
        if (Number(issue.minimum) <= 1) return t.required;
        return issue.origin === 'string' ? t.minLength(count(issue.minimum)) : t.minItems(count(issue.minimum));
      }
      if (issue.origin === 'number' || issue.origin === 'int' || issue.origin === 'bigint')
        return issue.inclusive ? t.atLeast(count(issue.minimum)) : t.above(count(issue.minimum));
      return zodGerman(issue);
    case 'too_big':
      if (issue.origin === 'string') return t.maxLength(count(issue.maximum));
      if (issue.origin === 'array' || issue.origin === 'set') return t.maxItems(count(issue.maximum));
      if (issue.origin === 'number' || issue.origin === 'int' || issue.origin === 'bigint')
        return issue.inclusive ? t.atMost(count(issue.maximum)) : t.below(count(issue.maximum));
      return zodGerman(issue);
    case 'invalid_value':
      return t.oneOf(issue.values.map(String).join(', '));
    case 'unrecognized_keys':
      return t.unknownKeys(issue.keys.join(', '));
    case 'invalid_union':
      return t.invalid;
    default:
      return zodGerman(issue);
  }
};

/** The one place that sets zod's messages, imported by every schema module, so browser entries and server agree. */
z.config({ localeError: germanValidationError });
