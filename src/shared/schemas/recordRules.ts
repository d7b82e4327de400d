import type { CollectionName } from './collections';
import { checkSettingValue } from './systemSettingRules';

export interface RecordRuleProblem {
  field: string;
  message: string;
}

/** The ids stored in a collection, as strings. */
export type IdsOf = (collection: CollectionName) => ReadonlySet<string>;

/**
 * Rules of a record beyond its schema and foreign keys that need other collections: the values of the known
 * system settings. The server checks them on every write and on every load of db.json.
 */
export function checkRecordRules(
  collection: CollectionName,
  record: Record<string, unknown>,
  idsOf: IdsOf,
): RecordRuleProblem[] {
  if (collection !== 'systemSettings' || typeof record.value !== 'string') return [];
  const problem = checkSettingValue(record.id, record.value, idsOf('modules'));
  return problem ? [{ field: 'value', message: problem }] : [];
}
