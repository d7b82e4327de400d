import express, { type Request, type Response } from 'express';
import { API_BASE } from '@shared/api/paths';
import { adminApiPaths, type ZbvSyncResult } from '@shared/routes';
import { adminTexts } from '@shared/texts';
import { principalOf } from '../../auth/authenticate';
import { sendError } from '../../data/dataCall';
import { LOCAL_SOURCE_PATH, localZbvSourceRouter } from '../../integrations/zbv/localSource';
import { fetchZbvExport, ZbvSourceError } from '../../integrations/zbv/zbvSource';
import type { Store } from '../../store/store';
import { adminOnly } from '../../access';
import { appendAudit } from '../audit/auditTrail';
import type { FeatureContext } from '../featureContext';
import { planZbvSync } from './planZbvSync';
import { sourceErrorTexts } from '@shared/texts/sourceErrors';

export const ZBV_SYNC_PATH = adminApiPaths.zbvSync;

/** This very server on the address the request came in on, so the local source is reached over loopback. */
function localSourceUrl(req: Request): string {
  const address = req.socket.localAddress ?? '127.0.0.1';
  const host = address.startsWith('::ffff:') ? address.slice(7) : address.includes(':') ? `[${address}]` : address;
  return `http://${host}:${req.socket.localPort}${API_BASE}${LOCAL_SOURCE_PATH}`;
}

function recordJob(
  store: Store,
  startedAt: string,
  outcome: { result: ZbvSyncResult } | { error: string },
): Promise<unknown> {
  const finishedAt = new Date().toISOString();
  if ('error' in outcome) {
    return store.committed(() =>
      store.insert('exportJobs', {
        name: adminTexts.zbvSync.jobName,
        status: 'failed',
        startedAt,
        finishedAt,
        records: 0,
        message: outcome.error,
      }),
    );
  }
  const total = (counts: ZbvSyncResult['accounts']) =>
    counts.inserted + counts.updated + counts.deactivated + counts.unchanged;
  const { organisations, roles, accounts } = outcome.result;
  return store.committed(() =>
    store.insert('exportJobs', {
      name: adminTexts.zbvSync.jobName,
      status: 'succeeded',
      startedAt,
      finishedAt,
      records: total(accounts),
      message: adminTexts.zbvSync.jobMessage(total(accounts), total(organisations), total(roles)),
    }),
  );
}

/**
 * `POST /sync/zbv` (admins only): imports organisations, roles and accounts from the ZBV export at
 * ZBV_SOURCE_URL, or, when that is not set, from the local source this router serves itself on loopback.
 * One run at a time across instances, under the job lease `zbvSync` (409 while one runs); each run is listed
 * under the export jobs and audited per record.
 */
export function zbvSyncRouter({ store, config, jobs }: FeatureContext): express.Router {
  const router = express.Router();

  if (!config.zbvSourceUrl) router.use(LOCAL_SOURCE_PATH, adminOnly).use(localZbvSourceRouter());

  const sync = async (req: Request, res: Response): Promise<void> => {
    const startedAt = new Date().toISOString();
    try {
      const exported = config.zbvSourceUrl
        ? await fetchZbvExport(config.zbvSourceUrl)
        : await fetchZbvExport(localSourceUrl(req), { Authorization: req.headers.authorization ?? '' });
      const actor = `${principalOf(res).account.username} (ZBV Synchronisation)`;
      // Planned again on what the store holds if a new record's id was taken meanwhile (decision 102).
      const plan = await store.committed(() => {
        const planned = planZbvSync(
          {
            organisations: store.collection('zbvOrgs'),
            roles: store.collection('zbvRoles'),
            accounts: store.collection('zbvAccounts'),
          },
          exported,
          actor,
          new Date().toISOString(),
        );
        store.change('zbvOrgs', () => planned.organisations);
        store.change('zbvRoles', () => planned.roles);
        store.change('zbvAccounts', () => planned.accounts);
        appendAudit(store, planned.audit);
        return planned;
      });
      await recordJob(store, startedAt, { result: plan.result });
      res.json(plan.result);
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      await recordJob(store, startedAt, { error: message }).catch((failure: unknown) =>
        req.log.error({ err: failure }, 'ZBV Synchronisation: Lauf nicht gespeichert'),
      );
      if (error instanceof ZbvSourceError) {
        req.log.warn({ reason: error.message }, 'ZBV Synchronisation: Quelle antwortete nicht wie erwartet');
        sendError(res, 502, error.code, sourceErrorTexts[error.code]);
      } else {
        req.log.error({ err: error }, 'ZBV Synchronisation fehlgeschlagen');
        sendError(res, 500, 'ZBV_SYNC_FAILED', 'Die ZBV Synchronisation ist fehlgeschlagen.');
      }
    }
  };

  router.post(ZBV_SYNC_PATH, adminOnly, async (req, res, next) => {
    try {
      const outcome = await jobs.withLease('zbvSync', () => sync(req, res));
      if (!outcome.ran) sendError(res, 409, 'SYNC_RUNNING', 'Eine ZBV Synchronisation läuft bereits.');
    } catch (error) {
      next(error);
    }
  });
  return router;
}
