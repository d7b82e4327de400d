/**
 * The order in which the data API lists a field: lodash's `compareAscending`, which json-server's `orderBy` sorts
 * with (JSON has no symbols): numbers by value, text by UTF-16 code units, `null` after every value and `undefined`
 * after `null`. The embedded store sorts with it, PostgreSQL sorts the same way (C collation), and the back office
 * sorts a grouped grid with it, so a list keeps its order when grouped.
 */
export function compareAscending(value: unknown, other: unknown): number {
  if (value === other) return 0;
  const valIsDefined = value !== undefined;
  const valIsNull = value === null;
  const valIsReflexive = value === value;
  const othIsDefined = other !== undefined;
  const othIsNull = other === null;
  const othIsReflexive = other === other;
  /* eslint-disable @typescript-eslint/no-explicit-any -- lodash compares any two values with < and > */
  const a = value as any;
  const b = other as any;
  if (
    (!othIsNull && a > b) ||
    (valIsNull && othIsDefined && othIsReflexive) ||
    (!valIsDefined && othIsReflexive) ||
    !valIsReflexive
  ) {
    return 1;
  }
  if (
    (!valIsNull && a < b) ||
    (othIsNull && valIsDefined && valIsReflexive) ||
    (!othIsDefined && valIsReflexive) ||
    !othIsReflexive
  ) {
    return -1;
  }
  /* eslint-enable @typescript-eslint/no-explicit-any */
  return 0;
}
