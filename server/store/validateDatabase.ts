import type { z } from 'zod';
import {
  checkRecordRules,
  collectionNames,
  collectionSchemas,
  foreignKeys,
  isCollectionName,
  type CollectionName,
  type Database,
  type IdsOf,
  uniqueFields,
} from '@shared/schemas';

export interface DatabaseProblem {
  collection: string;
  /** The record's id, or its position when it has none. */
  record?: string;
  field?: string;
  message: string;
}

const fieldOf = (issue: z.core.$ZodIssue): string | undefined =>
  issue.path.length > 0 ? issue.path.map(String).join('.') : undefined;

const recordLabel = (record: unknown, index: number): string => {
  const id = (record as { id?: unknown } | null)?.id;
  return typeof id === 'string' || typeof id === 'number' ? String(id) : `#${index + 1} (ohne id)`;
};

export type ValidationResult = { ok: true; data: Database } | { ok: false; problems: DatabaseProblem[] };

/**
 * Checks a parsed db.json: every collection present, every record valid against its schema,
 * ids and the values of unique fields unique, foreign keys resolvable. Returns the parsed data (defaults applied)
 * when valid.
 */
export function validateDatabase(raw: unknown): ValidationResult {
  const problems: DatabaseProblem[] = [];
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) {
    return { ok: false, problems: [{ collection: '(Datei)', message: 'db.json muss ein JSON-Objekt sein.' }] };
  }
  const source = raw as Record<string, unknown>;
  for (const key of Object.keys(source)) {
    if (!isCollectionName(key)) {
      problems.push({ collection: key, message: 'Unbekannte Sammlung (Tippfehler im Namen?).' });
    }
  }
  const data = {} as Record<CollectionName, unknown[]>;
  for (const name of collectionNames) {
    const records = source[name];
    if (!Array.isArray(records)) {
      problems.push({ collection: name, message: 'Sammlung fehlt oder ist keine Liste [].' });
      data[name] = [];
      continue;
    }
    const seen = new Set<string>();
    data[name] = records.map((record, index) => {
      const label = recordLabel(record, index);
      const parsed = collectionSchemas[name].safeParse(record);
      if (!parsed.success) {
        for (const issue of parsed.error.issues) {
          const field = fieldOf(issue);
          const message =
            issue.code === 'unrecognized_keys' ? `Unbekanntes Feld: ${issue.keys.join(', ')}` : issue.message;
          problems.push({ collection: name, record: label, field, message });
        }
        return record;
      }
      const id = String(parsed.data.id);
      if (seen.has(id))
        problems.push({ collection: name, record: label, field: 'id', message: 'Die id ist doppelt vergeben.' });
      seen.add(id);
      return parsed.data;
    });
  }
  problems.push(...findDuplicateValues(data), ...findDanglingReferences(data), ...findRuleViolations(data));
  return problems.length > 0 ? { ok: false, problems } : { ok: true, data: data as Database };
}

function idIndex(data: Record<CollectionName, unknown[]>): IdsOf {
  const idsOf = new Map<CollectionName, Set<string>>();
  return (name: CollectionName) => {
    let set = idsOf.get(name);
    if (!set) {
      set = new Set((data[name] ?? []).map((record) => String((record as { id?: unknown }).id)));
      idsOf.set(name, set);
    }
    return set;
  };
}

/** Every record after the first that repeats the value of one of its collection's unique fields. */
function findDuplicateValues(data: Record<CollectionName, unknown[]>): DatabaseProblem[] {
  const problems: DatabaseProblem[] = [];
  for (const [name, fields] of Object.entries(uniqueFields) as [CollectionName, readonly string[]][]) {
    for (const field of fields) {
      const holderOf = new Map<unknown, string>();
      (data[name] ?? []).forEach((record, index) => {
        const value = (record as Record<string, unknown>)[field];
        if (value === undefined || value === null) return;
        const label = recordLabel(record, index);
        const holder = holderOf.get(value);
        if (holder === undefined) holderOf.set(value, label);
        else
          problems.push({
            collection: name,
            record: label,
            field,
            message: `Der Wert „${String(value)}“ ist bereits vergeben (Datensatz id ${holder}).`,
          });
      });
    }
  }
  return problems;
}

function findRuleViolations(data: Record<CollectionName, unknown[]>): DatabaseProblem[] {
  const ids = idIndex(data);
  return (Object.keys(data) as CollectionName[]).flatMap((name) =>
    (data[name] ?? []).flatMap((record, index) =>
      checkRecordRules(name, record as Record<string, unknown>, ids).map((problem) => ({
        collection: name,
        record: recordLabel(record, index),
        ...problem,
      })),
    ),
  );
}

export function findDanglingReferences(data: Record<CollectionName, unknown[]>): DatabaseProblem[] {
  const problems: DatabaseProblem[] = [];
  const ids = idIndex(data);
  for (const [name, fields] of Object.entries(foreignKeys) as [CollectionName, Record<string, CollectionName>][]) {
    (data[name] ?? []).forEach((record, index) => {
      for (const [field, target] of Object.entries(fields)) {
        const value = (record as Record<string, unknown>)[field];
        if (value === undefined || value === null) continue;
        if (!ids(target).has(String(value))) {
          problems.push({
            collection: name,
            record: recordLabel(record, index),
            field,
            message: `Verweist auf ${target} mit id ${String(value)}, die es nicht gibt.`,
          });
        }
      }
    });
  }
  return problems;
}

export const formatProblem = (problem: DatabaseProblem): string =>
  [
    `Sammlung "${problem.collection}"`,
    problem.record !== undefined ? `Datensatz id ${problem.record}` : undefined,
    problem.field !== undefined ? `Feld "${problem.field}"` : undefined,
  ]
    .filter(Boolean)
    .join(', ') + `: ${problem.message}`;

/** A tester's broken edit names its first problems; thousands of lines of the same mistake would bury them. */
export const listedProblemsAtMost = 50;

export const formatProblems = (
  file: string,
  problems: readonly DatabaseProblem[],
  listedAtMost = listedProblemsAtMost,
): string => {
  const unlisted = problems.length - listedAtMost;
  return [
    `${file} ist ungültig (${problems.length} Problem${problems.length === 1 ? '' : 'e'}):`,
    ...problems.slice(0, listedAtMost).map((p) => `  - ${formatProblem(p)}`),
    ...(unlisted > 0 ? [`  … und ${unlisted} weitere Probleme (npm run db:check listet alle).`] : []),
  ].join('\n');
};
