import type { z } from 'zod';
import { collectionSchemas } from '../schemas';
import { enumLabels, labelsOfEnum } from './enumLabels';

interface Def {
  type: string;
  innerType?: z.ZodType;
  element?: z.ZodType;
  entries?: Record<string, string>;
}
const defOf = (schema: z.ZodType): Def => schema.def as unknown as Def;

/** The value lists of every enum field (and list of enums) of the collections. */
function enumsOf(schema: z.ZodType): string[][] {
  const def = defOf(schema);
  if (def.type === 'enum') return [Object.values(def.entries ?? {})];
  if (def.innerType) return enumsOf(def.innerType);
  if (def.element) return enumsOf(def.element);
  return [];
}

/** Enums whose values are their own labels (German words, or codes nobody translates). */
const shownAsTheyAre = [
  ['Institut', 'Verband', 'Standard', 'DSGV', 'Berater', 'Verbundpartner'],
  ['Abnahme', 'Produktion', 'Andere'],
  ['PDF', 'XLSX'],
  ['KPI', 'BAR', 'LINE', 'TABLE'],
  ['REPORT_PAGE_USAGE', 'REPORT_ACCOUNT_CHANGE'],
];

describe('enum labels', () => {
  it('label every value of every enum the collections hold, looked up by the enum, never by a value alone', () => {
    const enums = Object.values(collectionSchemas).flatMap((schema) =>
      Object.values((schema as unknown as z.ZodObject).shape as Record<string, z.ZodType>).flatMap(enumsOf),
    );
    const unlabelled = enums.filter(
      (values) => labelsOfEnum(values) === undefined && !shownAsTheyAre.some((own) => own.join() === values.join()),
    );
    expect(unlabelled).toEqual([]);
  });

  it('tells apart enums that share a value', () => {
    expect(labelsOfEnum(['queued', 'running', 'succeeded', 'failed'])).toBe(enumLabels.jobStatuses);
    expect(labelsOfEnum(['queued', 'sent', 'failed'])).toBe(enumLabels.supportStatuses);
    expect(labelsOfEnum(['queued', 'failed'])).toBeUndefined();
  });

  it('keeps one label map per set of values', () => {
    const keySets = Object.values(enumLabels).map((labels) => Object.keys(labels).sort().join());
    expect(new Set(keySets).size).toBe(keySets.length);
  });
});
