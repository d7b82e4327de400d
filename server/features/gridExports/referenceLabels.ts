import type { ReferenceLabels } from '@shared/gridExport/cellText';
import type { ExportColumn } from '@shared/gridExport/exportColumn';
import { adminRouteOfCollection } from '@shared/routes';
import { mayOpenAdminRoute } from '@shared/routes/adminRouteAccess';
import type { CollectionName, UserData } from '@shared/schemas';
import { recordLabel } from '@shared/texts/recordLabel';
import { dataScope, mayUseCollection, nameFieldFor } from '../../access';
import { listInScope } from '../../data/listInScope';
import { listNames } from '../../data/nameRead';
import { MAX_PAGE_SIZE } from '../../data/simpleRestQuery';
import type { CollectionStore, Row } from '../../store/collectionStore';

/**
 * How the grid reads the labels of a collection's records for the user: in full where its screen is theirs (and the
 * data API lets them use it), by name where they read it by name only (decision 145), else not at all (ids).
 */
function labelReadOf(user: UserData, collection: CollectionName): 'full' | { nameField: string } | undefined {
  const route = adminRouteOfCollection(collection);
  if (!route) return undefined;
  if (mayOpenAdminRoute(user, route) && mayUseCollection(user, collection)) return 'full';
  const nameField = nameFieldFor(user, collection);
  return nameField ? { nameField } : undefined;
}

/**
 * The labels of the records an export's reference columns point at, keyed by collection, read as the grid reads
 * them (a list call by ids, so the caller's tenant scope applies) and collected page by page: an id is asked for
 * once per export.
 */
export class ReferenceLabelReader {
  private readonly labels = new Map<string, Map<string, string>>();
  private readonly asked = new Map<CollectionName, Set<string>>();
  private readonly fieldsByCollection = new Map<CollectionName, string[]>();
  private readonly reads = new Map<CollectionName, NonNullable<ReturnType<typeof labelReadOf>>>();

  constructor(
    private readonly store: CollectionStore,
    private readonly user: UserData,
    columns: readonly ExportColumn[],
  ) {
    for (const { reference, field } of columns) {
      const read = reference && labelReadOf(user, reference);
      if (!reference || !read) continue;
      this.reads.set(reference, read);
      this.fieldsByCollection.set(reference, [...(this.fieldsByCollection.get(reference) ?? []), field]);
      this.labels.set(reference, new Map());
      this.asked.set(reference, new Set());
    }
  }

  get current(): ReferenceLabels {
    return this.labels;
  }

  /** Reads the labels of the rows' references not read before. */
  async read(rows: readonly Row[]): Promise<void> {
    for (const [collection, fields] of this.fieldsByCollection) {
      const asked = this.asked.get(collection)!;
      const ids = new Set<string>();
      for (const row of rows) {
        for (const field of fields) {
          const value = row[field];
          if ((typeof value === 'string' || typeof value === 'number') && !asked.has(String(value))) {
            ids.add(String(value));
          }
        }
      }
      const wanted = [...ids];
      wanted.forEach((id) => asked.add(id));
      const read = this.reads.get(collection)!;
      const scope = dataScope(this.store, this.user, collection);
      const labels = this.labels.get(collection)!;
      for (let start = 0; start < wanted.length; start += MAX_PAGE_SIZE) {
        const query = { equals: { id: wanted.slice(start, start + MAX_PAGE_SIZE) } };
        const page =
          read === 'full'
            ? await listInScope(this.store, scope, collection, query)
            : await listNames(this.store, collection, read.nameField, query);
        const items = 'items' in page ? page.items : [];
        for (const record of items) labels.set(String(record.id), recordLabel(collection, record));
      }
    }
  }
}
