import type { CollectionName, Database } from '@shared/schemas';

type Row = Record<string, unknown>;

/** Reads a field like lodash's `_.get` as json-server uses it: the whole name first, then a dotted path. */
export function fieldValue(record: unknown, path: string): unknown {
  if (typeof record !== 'object' || record === null) return undefined;
  if (Object.hasOwn(record, path)) return (record as Row)[path];
  let value: unknown = record;
  for (const part of path.split('.')) {
    if (typeof value !== 'object' || value === null || !Object.hasOwn(value, part)) return undefined;
    value = (value as Row)[part];
  }
  return value;
}

/** Like `_.has`: the field exists (even with the value undefined or null). */
export function hasFieldPath(record: unknown, path: string): boolean {
  if (typeof record !== 'object' || record === null) return false;
  if (Object.hasOwn(record, path)) return true;
  let value: unknown = record;
  for (const part of path.split('.')) {
    if (typeof value !== 'object' || value === null || !Object.hasOwn(value, part)) return false;
    value = (value as Row)[part];
  }
  return true;
}

/** A record now last in its collection joins the end of each field index, which so stays in collection order. */
function addToFieldIndexes(indexes: CollectionIndexes, record: Row): void {
  for (const [field, index] of indexes.fields) {
    const value = fieldValue(record, field);
    if (value === undefined || value === null) continue;
    const list = index.get(String(value));
    if (list) list.push(record);
    else index.set(String(value), [record]);
  }
  for (const field of indexes.present.keys()) if (hasFieldPath(record, field)) indexes.present.set(field, true);
}

interface CollectionIndexes {
  version: number;
  ids?: Map<string, Row>;
  /** Highest numeric id, and whether every id is a number (json-server then numbers new records after it). */
  maxId?: { max: number; allNumeric: boolean };
  fields: Map<string, Map<string, Row[]>>;
  present: Map<string, boolean>;
}

/**
 * Indexes built on first use: by id (json-server's `getById` compares ids as text and takes the first; a valid
 * db.json has unique ids) and the highest id, both kept up to date record by record, and by the text of a field
 * (json-server's equality filter). Records added at the end join the field indexes; any other change drops them
 * (json-server changes records in place, so a changed record's old values are gone) until they are next asked.
 */
export class RecordIndexes {
  private readonly byCollection = new Map<string, CollectionIndexes>();
  private readonly versions = new Map<string, number>();

  constructor(private readonly data: () => Database) {}

  versionOf(name: CollectionName): number {
    return this.versions.get(name) ?? 0;
  }

  invalidate(name: CollectionName): void {
    this.versions.set(name, this.versionOf(name) + 1);
    this.byCollection.delete(name);
  }

  /** A record was added or replaced (the array already holds it). */
  put(name: CollectionName, record: Row, appended = false): void {
    const indexes = this.changed(name, appended ? record : undefined);
    if (!indexes || record.id === undefined || record.id === null) return;
    indexes.ids?.set(String(record.id), record);
    if (indexes.maxId) {
      if (typeof record.id !== 'number') indexes.maxId.allNumeric = false;
      else if (record.id > indexes.maxId.max) indexes.maxId.max = record.id;
    }
  }

  /** A record was removed (the array no longer holds it). */
  remove(name: CollectionName, id: string | number): void {
    const indexes = this.changed(name);
    if (!indexes) return;
    indexes.ids?.delete(String(id));
    if (indexes.maxId && String(indexes.maxId.max) === String(id)) indexes.maxId = undefined;
  }

  private changed(name: CollectionName, appended?: Row): CollectionIndexes | undefined {
    this.versions.set(name, this.versionOf(name) + 1);
    const indexes = this.byCollection.get(name);
    if (!indexes) return undefined;
    indexes.version = this.versionOf(name);
    if (appended) {
      addToFieldIndexes(indexes, appended);
    } else {
      indexes.fields.clear();
      indexes.present.clear();
    }
    return indexes;
  }

  /** The highest numeric id of the collection (0 when none), and whether all ids are numbers. */
  maxId(name: CollectionName): { max: number; allNumeric: boolean } {
    const indexes = this.of(name);
    if (!indexes.maxId) {
      let max = 0;
      let allNumeric = true;
      for (const row of this.rows(name)) {
        if (typeof row.id === 'number') max = Math.max(max, row.id);
        else allNumeric = false;
      }
      indexes.maxId = { max, allNumeric };
    }
    return indexes.maxId;
  }

  invalidateAll(): void {
    for (const name of Object.keys(this.data())) this.invalidate(name as CollectionName);
    this.byCollection.clear();
  }

  private of(name: CollectionName): CollectionIndexes {
    let indexes = this.byCollection.get(name);
    if (!indexes) {
      indexes = { version: this.versionOf(name), fields: new Map(), present: new Map() };
      this.byCollection.set(name, indexes);
    }
    return indexes;
  }

  private rows(name: CollectionName): Row[] {
    return (this.data()[name] ?? []) as Row[];
  }

  byId(name: CollectionName, id: string | number): Row | undefined {
    const indexes = this.of(name);
    if (!indexes.ids) {
      const ids = new Map<string, Row>();
      for (const row of this.rows(name)) {
        if (row.id === undefined || row.id === null) continue;
        const key = String(row.id);
        if (!ids.has(key)) ids.set(key, row);
      }
      indexes.ids = ids;
    }
    return indexes.ids.get(String(id));
  }

  byField(name: CollectionName, field: string, value: string): readonly Row[] {
    const indexes = this.of(name);
    let index = indexes.fields.get(field);
    if (!index) {
      index = new Map();
      for (const row of this.rows(name)) {
        const fieldOfRow = fieldValue(row, field);
        if (fieldOfRow === undefined || fieldOfRow === null) continue;
        const key = String(fieldOfRow);
        const list = index.get(key);
        if (list) list.push(row);
        else index.set(key, [row]);
      }
      indexes.fields.set(field, index);
    }
    return index.get(value) ?? [];
  }

  hasField(name: CollectionName, field: string): boolean {
    const indexes = this.of(name);
    let present = indexes.present.get(field);
    if (present === undefined) {
      present = this.rows(name).some((row) => hasFieldPath(row, field));
      indexes.present.set(field, present);
    }
    return present;
  }
}
