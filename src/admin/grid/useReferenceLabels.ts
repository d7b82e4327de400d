import { useQueries } from '@tanstack/react-query';
import { useCallback, useMemo } from 'react';
import { useDataProvider, usePermissions, type DataProvider, type RaRecord } from 'react-admin';
import { adminRouteOfResource, collectionOfResource } from '@shared/routes';
import { mayOpenAdminRoute } from '@shared/routes/adminRouteAccess';
import { nameFieldFor } from '@shared/routes/nameReads';
import type { UserData } from '@shared/schemas/userData';
import type { ReferenceLabels } from './cellText';
import type { GridColumn, GridReference } from './gridColumn';

/** Ids per request, so the filter in the URL stays short. */
const CHUNK = 400;

async function fetchLabels(dataProvider: DataProvider, reference: GridReference, ids: readonly string[]) {
  const labels = new Map<string, string>();
  for (let start = 0; start < ids.length; start += CHUNK) {
    const { data } = await dataProvider.getMany(reference.resource, { ids: ids.slice(start, start + CHUNK) });
    for (const record of data) labels.set(String(record.id), reference.labelOf(record));
  }
  return labels;
}

/** Per referenced resource, the ids the reference columns point at in `rows`. */
function referenceRequests(columns: readonly GridColumn[], rows: readonly RaRecord[]) {
  const byResource = new Map<string, { reference: GridReference; ids: Set<string> }>();
  for (const column of columns) {
    if (!column.reference) continue;
    const entry = byResource.get(column.reference.resource) ?? { reference: column.reference, ids: new Set() };
    for (const row of rows) {
      const value: unknown = row[column.field];
      if (typeof value === 'string' || typeof value === 'number') entry.ids.add(String(value));
    }
    byResource.set(column.reference.resource, entry);
  }
  return [...byResource.values()].map(({ reference, ids }) => ({ reference, ids: [...ids].sort() }));
}

/**
 * Whether the user may ask for the labels of a referenced resource: its screen is theirs, or they read its records
 * by name (a manual editor's reports, decision 145). Any other request would be refused, and its 403 would send the
 * whole page to 'Kein Zugriff': those references show their ids.
 */
function mayReadLabels(permissions: UserData | undefined, resource: string): boolean {
  const route = adminRouteOfResource(resource);
  const collection = collectionOfResource(resource);
  if (!route || !permissions) return false;
  return mayOpenAdminRoute(permissions, route) || (collection !== undefined && !!nameFieldFor(permissions, collection));
}

/** Labels of every record the reference columns point at in `rows`, loaded in as few requests as possible. */
export function useReferenceLabels(columns: readonly GridColumn[], rows: readonly RaRecord[]): ReferenceLabels {
  const dataProvider = useDataProvider();
  const { permissions } = usePermissions<UserData | undefined>();
  const requests = useMemo(
    () => referenceRequests(columns, rows).filter(({ reference }) => mayReadLabels(permissions, reference.resource)),
    [columns, rows, permissions],
  );

  const combine = useCallback(
    (results: { data?: Map<string, string> }[]): ReferenceLabels =>
      new Map(requests.map(({ reference }, index) => [reference.resource, results[index]?.data ?? new Map()])),
    [requests],
  );
  return useQueries({
    queries: requests.map(({ reference, ids }) => ({
      queryKey: [reference.resource, 'gridLabels', ids],
      queryFn: () => fetchLabels(dataProvider, reference, ids),
      enabled: ids.length > 0,
      staleTime: 60_000,
      placeholderData: (previous: Map<string, string> | undefined) => previous,
    })),
    combine,
  });
}
