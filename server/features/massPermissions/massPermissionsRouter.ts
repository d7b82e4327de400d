import express from 'express';
import { z } from 'zod';
import { adminApiPaths, type MassChangeResult } from '@shared/routes';
import { idSchema, type CollectionName } from '@shared/schemas';
import { principalOf } from '../../auth/authenticate';
import { sendError } from '../../data/dataCall';
import type { Store } from '../../store/store';
import { adminOnly } from '../../access';
import { appendAudit, auditEntry } from '../audit/auditTrail';
import type { FeatureContext } from '../featureContext';
import { planMassChange, type MassChangePlan, type Relation } from './planMassChange';

export const MASS_PERMISSIONS_PATH = adminApiPaths.massPermissions;

export const massChangeSchema = z.strictObject({
  accountIds: z.array(idSchema).min(1).max(100_000),
  mode: z.enum(['grant', 'revoke']),
  target: z.enum(['modules', 'groups']),
  ids: z.array(idSchema).min(1).max(1000),
  /** Only count what would change. */
  dryRun: z.boolean().default(false),
});
type MassChange = z.infer<typeof massChangeSchema>;

const resultOf = (plan: MassChangePlan<Relation>): MassChangeResult => ({
  changed: plan.create.length + plan.remove.length,
  unchanged: plan.unchanged,
});

/** Applies a plan to one relation collection and audits every created or removed record. */
function apply<R extends Relation>(
  store: Store,
  collection: CollectionName,
  plan: MassChangePlan<R>,
  build: (id: number, accountId: R['accountId'], targetId: R['accountId']) => R,
  write: (change: (records: R[]) => R[]) => void,
  actor: string,
): void {
  const at = new Date().toISOString();
  const first = store.nextId(collection);
  const created = plan.create.map(({ accountId, targetId }, index) => build(first + index, accountId, targetId));
  const removed = new Set(plan.remove);
  write((records) => [...records.filter((record) => !removed.has(record)), ...created]);
  appendAudit(store, [
    ...plan.remove.map((record) => auditEntry(actor, collection, record.id, 'delete', record, undefined, at)),
    ...created.map((record) => auditEntry(actor, collection, record.id, 'create', undefined, record, at)),
  ]);
}

function unknownIds(store: Store, { accountIds, ids, target }: MassChange): { field: string; message: string }[] {
  const accounts = new Set(store.collection('zbvAccounts').map((a) => String(a.id)));
  const targets = new Set(store.collection(target === 'modules' ? 'modules' : 'groups').map((t) => String(t.id)));
  return [
    ...accountIds.filter((id) => !accounts.has(String(id))).map((id) => ({ field: 'accountIds', id })),
    ...ids.filter((id) => !targets.has(String(id))).map((id) => ({ field: 'ids', id })),
  ].map(({ field, id }) => ({ field, message: `${String(id)} gibt es nicht.` }));
}

/**
 * The guided mass change of the access-control section: grants or revokes modules (direct grants, the
 * `zbvUserModules` collection) or group memberships (`groupUserRelations`) for many accounts at once, in one
 * validated write per collection, every created or removed record audited. `dryRun` only counts.
 */
export function massPermissionsRouter({ store }: FeatureContext): express.Router {
  const router = express.Router();
  router.post(MASS_PERMISSIONS_PATH, adminOnly, express.json({ limit: '2mb' }), (req, res, next) => {
    const parsed = massChangeSchema.safeParse(req.body);
    if (!parsed.success) {
      const errors = parsed.error.issues.map((i) => ({ field: i.path.join('.') || '(Anfrage)', message: i.message }));
      sendError(res, 400, 'VALIDATION_FAILED', 'Die Massenänderung ist ungültig.', errors);
      return;
    }
    const errors = unknownIds(store, parsed.data);
    if (errors.length > 0) {
      sendError(res, 400, 'VALIDATION_FAILED', 'Die Massenänderung nennt unbekannte Datensätze.', errors);
      return;
    }
    const { accountIds, mode, target, ids, dryRun } = parsed.data;
    const actor = principalOf(res).account.username;
    // Planned again on what the store holds if another instance took a new relation's id (decision 102).
    const change = (): MassChangeResult => {
      if (target === 'modules') {
        const plan = planMassChange(store.collection('zbvUserModules'), (r) => r.moduleId, mode, accountIds, ids);
        if (!dryRun) {
          apply(
            store,
            'zbvUserModules',
            plan,
            (id, accountId, moduleId) => ({ id, accountId, moduleId }),
            (records) => store.change('zbvUserModules', records),
            actor,
          );
        }
        return resultOf(plan);
      }
      const plan = planMassChange(store.collection('groupUserRelations'), (r) => r.groupId, mode, accountIds, ids);
      if (!dryRun) {
        apply(
          store,
          'groupUserRelations',
          plan,
          (id, accountId, groupId) => ({ id, accountId, groupId }),
          (records) => store.change('groupUserRelations', records),
          actor,
        );
      }
      return resultOf(plan);
    };
    store.committed(change).then((result) => res.json(result), next);
  });
  return router;
}
