import { gaTexts } from '@shared/texts';
import type { CollectionStore, Row } from '../../store/collectionStore';
import type { FieldError } from '../../data/validateWrite';

/**
 * GA queue entries come from changes of GaPermissionsManagement. One written through the data API (a re-sent
 * order) must say what GaPermissionsManagement says now: a GRANT only of the access it grants the account on the
 * property, a REVOKE only of one it no longer grants (docs/decisions/127).
 */
export async function refuseUngrantedQueueEntry(store: CollectionStore, entry: Row): Promise<FieldError[]> {
  const { items } = await store.list('gaPermissionsManagement', { equals: { propertyId: [String(entry.propertyId)] } });
  const granted = items.some(
    (permission) => String(permission.accountId) === String(entry.accountId) && permission.access === entry.access,
  );
  if (entry.action === 'GRANT' && !granted) return [{ field: 'access', message: gaTexts.grantNotGranted }];
  if (entry.action === 'REVOKE' && granted) return [{ field: 'access', message: gaTexts.revokeStillGranted }];
  return [];
}
