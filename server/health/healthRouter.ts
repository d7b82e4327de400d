import express, { type RequestHandler } from 'express';
import { principalOf } from '../auth/authenticate';
import { collectionNames } from '@shared/schemas';
import { markExpectedUnavailable } from '../logging/requestLog';
import { isLoopbackAddress } from '../security/trustedProxy';
import type { Store } from '../store/store';
import type { Readiness } from './readiness';

/** Spring-style health document: overall status plus one entry per component. */
export function healthReport(store: Store, identityProvider: IdentityProviderHealth = { reachable: true }) {
  let storeStatus: { status: 'UP' | 'DOWN'; details: Record<string, unknown> };
  const unavailable = store.unavailableBecause;
  if (unavailable)
    return { status: 'DOWN', components: { store: { status: 'DOWN', details: { error: unavailable } } } };
  try {
    const records = collectionNames.reduce((sum, name) => sum + store.collection(name).length, 0);
    storeStatus = {
      status: 'UP',
      details: {
        collections: collectionNames.length,
        records,
        ...(store.lastReloadProblems.length > 0
          ? { lastReloadRejected: `${store.lastReloadProblems.length} Probleme in der letzten Änderung von db.json` }
          : {}),
      },
    };
  } catch (error) {
    storeStatus = { status: 'DOWN', details: { error: (error as Error).message } };
  }
  const providerStatus = identityProvider.reachable ? 'UP' : 'DOWN';
  return {
    status: storeStatus.status === 'UP' && providerStatus === 'UP' ? 'UP' : 'DOWN',
    components: { store: storeStatus, identityProvider: { status: providerStatus } },
  };
}

/** An external provider is reachable once its discovery document and keys are loaded (server/auth). */
export interface IdentityProviderHealth {
  readonly reachable: boolean;
}

// req.ip: behind a trusted proxy, the client it speaks for, not the proxy.
const isLocalCaller = (req: express.Request) => isLoopbackAddress(req.ip ?? '');
const isAdminCaller = (res: express.Response) => res.locals.principal !== undefined && principalOf(res).userData.admin;

/**
 * `GET /actuator/health` answers JSON to monitoring tools; a browser asking for HTML gets the portal's
 * bare health page instead (spec: any path containing actuator/health is rendered bare). Anyone learns UP or
 * DOWN; the components (record counts, reload problems) only a caller on this machine, such as a local agent,
 * or a caller with an administrator's token (a wrong token is refused with 401, as on every API call).
 * `/liveness` says the process runs (it stays UP while the store is lost: the instance recovers by itself);
 * `/readiness` whether this instance should get traffic: DOWN while it starts, drains, its store cannot be
 * reached or its identity provider has not been reached yet (Spring Boot's probe names, which the spec uses).
 */
export function createHealthRouter(
  store: Store,
  readiness: Readiness,
  authenticate: RequestHandler,
  identityProvider?: IdentityProviderHealth,
): express.Router {
  const router = express.Router();
  router.get('/liveness', (_req, res) => {
    res.json({ status: 'UP' });
  });
  router.get('/readiness', (_req, res) => {
    const up = readiness.state === 'ready' && healthReport(store, identityProvider).status === 'UP';
    if (!up) markExpectedUnavailable(res);
    res.status(up ? 200 : 503).json({ status: up ? 'UP' : 'DOWN', state: readiness.state });
  });
  router.get(
    '/',
    (req, res, next) => {
      if (req.accepts(['json', 'html']) === 'html') next('router');
      else if (req.headers.authorization) void authenticate(req, res, next);
      else next();
    },
    (req, res) => {
      const report = healthReport(store, identityProvider);
      const details = isLocalCaller(req) || isAdminCaller(res);
      res.status(report.status === 'UP' ? 200 : 503).json(details ? report : { status: report.status });
    },
  );
  return router;
}
