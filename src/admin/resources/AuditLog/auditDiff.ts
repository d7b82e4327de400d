export interface DiffRow {
  field: string;
  before: string;
  after: string;
  changed: boolean;
}

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const show = (value: unknown): string =>
  value === undefined ? '' : typeof value === 'string' ? value : JSON.stringify(value);

/** Field by field, what a record looked like before and after a change (every field of either side). */
export function auditDiff(before: unknown, after: unknown): DiffRow[] {
  const from = isObject(before) ? before : {};
  const to = isObject(after) ? after : {};
  const fields = [...new Set([...Object.keys(from), ...Object.keys(to)])];
  return fields.map((field) => ({
    field,
    before: show(from[field]),
    after: show(to[field]),
    changed: JSON.stringify(from[field]) !== JSON.stringify(to[field]),
  }));
}
