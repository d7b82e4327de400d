import type { Request, RequestHandler, Response } from 'express';
import type { GaPermissionsManagement } from '@shared/schemas';
import { principalOf } from '../../auth/authenticate';
import type { Store } from '../../store/store';
import { logger } from '../../logging/logger';

type PermissionRecord = Pick<GaPermissionsManagement, 'id' | 'accountId' | 'propertyId' | 'access'>;

const same = (a: PermissionRecord, b: PermissionRecord) =>
  String(a.accountId) === String(b.accountId) && a.propertyId === b.propertyId && a.access === b.access;

/**
 * The queue entries a change of GaPermissionsManagement asks for: a new permission is granted, a removed one
 * revoked, a changed one revoked in its old form and granted in its new one (an unchanged one asks for nothing).
 */
export function queueEntriesFor(
  before: readonly PermissionRecord[],
  after: readonly PermissionRecord[],
): { action: 'GRANT' | 'REVOKE'; permission: PermissionRecord }[] {
  const byId = (list: readonly PermissionRecord[]) => new Map(list.map((record) => [String(record.id), record]));
  const old = byId(before);
  const now = byId(after);
  const entries: { action: 'GRANT' | 'REVOKE'; permission: PermissionRecord }[] = [];
  for (const [id, record] of old) {
    const next = now.get(id);
    if (!next || !same(record, next)) entries.push({ action: 'REVOKE', permission: record });
  }
  for (const [id, record] of now) {
    const previous = old.get(id);
    if (!previous || !same(record, previous)) entries.push({ action: 'GRANT', permission: record });
  }
  return entries;
}

/** Data API writes of queue entries carry the caller as `requestedBy`, whatever the body says. */
export const stampRequester: RequestHandler = (req, res, next) => {
  if (req.method !== 'GET' && typeof req.body === 'object' && req.body !== null && !Array.isArray(req.body)) {
    req.body = { ...(req.body as Record<string, unknown>), requestedBy: principalOf(res).account.id };
  }
  next();
};

/**
 * Watches the data API's writes to GaPermissionsManagement (this runs before the write) and, once a write
 * has been acknowledged, puts what it asks for into the GA queue; `kick` starts the worker on it at once.
 * Refused writes (403, 400 such as a blocked domain) leave the collection unchanged and so queue nothing.
 */
export function enqueuePermissionChanges(store: Store, kick: () => void): RequestHandler {
  return (req: Request, res: Response, next) => {
    if (req.method === 'GET') {
      next();
      return;
    }
    // Copies: json-server changes a patched record in place.
    const before = store.collection('gaPermissionsManagement').map((record) => ({ ...record }));
    res.on('finish', () => {
      if (res.statusCode >= 300) return;
      const requestedBy = principalOf(res).account.id;
      const entries = queueEntriesFor(before, store.collection('gaPermissionsManagement'));
      if (entries.length === 0) return;
      const createdAt = new Date().toISOString();
      // The worker takes the entries by id, on any instance: they are numbered again if an id was taken.
      store
        .committed(() => {
          for (const { action, permission } of entries) {
            store.insert('gaQueues', {
              action,
              accountId: permission.accountId,
              propertyId: permission.propertyId,
              access: permission.access,
              status: 'queued',
              attempts: 0,
              createdAt,
              requestedBy,
            });
          }
        })
        .then(kick, (error: unknown) => logger.error({ err: error }, 'GA-Warteschlange: Einträge nicht gespeichert'));
    });
    next();
  };
}
