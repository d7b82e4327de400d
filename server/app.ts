import type { Server } from 'node:http';
import type { Application, ErrorRequestHandler } from 'express';
import jsonServer from 'json-server';
import type { Logger } from 'pino';
import '@shared/schemas/germanValidation';
import { AI_BASE, API_BASE, DATA_BASE, HEALTH_PATH } from '@shared/api/paths';
import { AuthStateFile } from './auth/authStateFile';
import { PgAuthState } from './auth/pgAuthState';
import { setUpAuth } from './auth/setUpAuth';
import type { ServerConfig } from './config';
import { sendError } from './data/dataCall';
import { createDataRouter } from './data/dataRouter';
import { DataWriteWatchers } from './data/dataWriteWatchers';
import { PgFiles } from './files/pgFiles';
import { EmbeddedCollectionStore } from './store/embeddedCollectionStore';
import type { Database } from './store/postgres/database';
import { openPostgresStore } from './store/postgres/openPostgresStore';
import { UNSUPPORTED_BODY } from './data/jsonBody';
import { adminFeatures } from './features/adminFeatures';
import { assistantRouter } from './features/assistant/assistantRouter';
import { gridExportRoutes } from './features/gridExports/gridExportsRouter';
import { openExportRecords } from './features/gridExports/openExportRecords';
import { openAssistantThreads } from './features/assistant/openAssistantThreads';
import { portalFeatures } from './features/portalFeatures';
import { createHealthRouter } from './health/healthRouter';
import { createReadiness, type Readiness } from './health/readiness';
import type { Jobs } from './jobs/jobs';
import { openJobs } from './jobs/openJobs';
import { logger } from './logging/logger';
import { httpMetrics } from './metrics/httpMetrics';
import { watchInstance } from './metrics/instanceMetrics';
import { createMetricsRouter } from './metrics/metricsRouter';
import { REQUEST_ID_HEADER, requestLog } from './logging/requestLog';
import { securityHeaders, whitelistFrameSources } from './security/contentSecurityPolicy';
import { refuseMalformedPath } from './security/malformedEscape';
import { expressTrustProxy } from './security/trustedProxy';
import { answerParserErrorsInGerman } from './web/clientErrors';
import { redirectToPublicUrl } from './web/publicUrlRedirect';
import { openRateLimitCounters } from './security/openRateLimitCounters';
import { limitSignedInCalls, limitSignIn } from './security/rateLimits';
import type { Store } from './store/store';
import { isStoreUnavailable, sendStoreUnavailable } from './store/storeUnavailable';
import { serveBuild, serveVite } from './web/webEntries';

export interface App {
  app: Application;
  /**
   * Stops the feature workers (GA queue, support delivery), the dev server and the sweeps of the PostgreSQL parts.
   * The database's pool stays open: the store's shutdown still writes through it (its opener ends it after).
   */
  close: () => Promise<void>;
  /** Whether this instance should get traffic (`/actuator/health/readiness`); ready once the app is built. */
  readiness: Readiness;
  /** The job leases, for the work the server runs beside the app (the export schedules); closed by `close`. */
  jobs: Jobs;
  /** With DATABASE_URL the files every instance must see (the export files for the export service). */
  sharedFiles?: PgFiles;
}

/**
 * The one server pipeline: health → data resources (behind the token check) → identity provider → token check →
 * API (sign-in calls, the feature routes) → the two web entries. json-server's own app factory is used because its
 * router needs Express 4. `publicUrl` is where browsers reach this server (the OpenID issuer lives below it).
 * `database` is the instance's PostgreSQL with DATABASE_URL (every PostgreSQL part uses its one pool), else
 * undefined. Every request is logged to `log` (tests pass their own).
 */
export async function createApp(
  config: ServerConfig,
  store: Store,
  database: Database | undefined,
  httpServer: Server,
  publicUrl: string,
  log: Logger = logger,
): Promise<App> {
  answerParserErrorsInGerman(httpServer);
  const app = jsonServer.create();
  app.disable('x-powered-by');
  app.set('trust proxy', expressTrustProxy(config.trustProxy));
  app.set('jsonp callback name', false);
  app.use(requestLog(log));
  app.use(httpMetrics());
  app.use(
    securityHeaders({
      frameSources: whitelistFrameSources(store),
      https: publicUrl.startsWith('https:'),
      scriptNonces: config.serve === 'vite',
    }),
  );
  app.use(refuseMalformedPath);

  if (config.corsOrigin) {
    const origin = config.corsOrigin;
    app.use((req, res, next) => {
      if (req.headers.origin === origin) {
        res.setHeader('Access-Control-Allow-Origin', origin);
        res.setHeader('Vary', 'Origin');
        res.setHeader('Access-Control-Allow-Headers', `Authorization, Content-Type, ${REQUEST_ID_HEADER}`);
        res.setHeader('Access-Control-Allow-Methods', 'GET, POST, PUT, PATCH, DELETE');
        res.setHeader('Access-Control-Expose-Headers', `Content-Range, ${REQUEST_ID_HEADER}`);
      }
      if (req.method === 'OPTIONS') {
        res.sendStatus(204);
        return;
      }
      next();
    });
  }

  const readiness = createReadiness();
  // With DATABASE_URL the data API and the sign-in state live in PostgreSQL; without it beside db.json.
  const pgStore = database ? await openPostgresStore(database, store) : undefined;
  const authState = database ? new PgAuthState(database.pool) : AuthStateFile.besideDataFile(config.dbFile);
  const auth = await setUpAuth(config, store, publicUrl, authState, log);
  app.use(HEALTH_PATH, createHealthRouter(store, readiness, auth.authenticate, auth.provider));
  app.use(createMetricsRouter(config.metricsToken));
  const unwatch = watchInstance(store, database?.pool);
  app.use(redirectToPublicUrl(publicUrl));
  // Data calls first, behind their own token check, so they walk no other routes (none of the sign-in routes or
  // abuse limits applies to them); features that follow their writes register with `dataWrites`, whose router
  // is filled as they are built below. The data router answers every call below DATA_BASE.
  const dataWrites = new DataWriteWatchers();
  const records = pgStore ?? new EmbeddedCollectionStore(store);
  app.use(DATA_BASE, auth.authenticate, createDataRouter(records, dataWrites, publicUrl));
  // A list export's file is fetched by the browser's own download, without a bearer token: its one-time ticket
  // stands for the token, so that route comes before the token check (decision 154).
  const gridExports = gridExportRoutes({ store, records, exports: openExportRecords(database?.pool) });
  app.use(API_BASE, gridExports.downloads);
  // The abuse limits count in PostgreSQL with DATABASE_URL, so a balancer spreading the calls does not multiply them.
  const limits = { counters: openRateLimitCounters(database?.pool), scale: config.rateLimitScale };
  limitSignIn(app, limits, auth.providerRouter !== undefined);
  if (auth.providerRouter) app.use(auth.providerRouter);
  app.use([API_BASE, AI_BASE], auth.authenticate);
  limitSignedInCalls(app, limits);
  app.use(API_BASE, auth.ssoRouter);
  const stopWorkers: (() => void | Promise<void>)[] = [];
  const jobs = openJobs(database?.pool);
  const sharedFiles = database ? new PgFiles(database.pool) : undefined;
  const context = {
    store,
    config,
    publicUrl,
    dataWrites,
    jobs,
    sharedFiles,
    onShutdown: (stop: () => void | Promise<void>) => void stopWorkers.push(stop),
  };
  for (const feature of [...portalFeatures, ...adminFeatures]) app.use(API_BASE, feature(context));
  app.use(API_BASE, gridExports.router);
  // With DATABASE_URL the assistant's threads live in PostgreSQL, so a follow-up sent to another instance keeps its thread.
  const threads = openAssistantThreads(database?.pool);
  app.use(AI_BASE, assistantRouter(context, threads));
  app.use([API_BASE, AI_BASE], (_req, res) => sendError(res, 404, 'NOT_FOUND', 'Diesen Endpunkt gibt es nicht.'));

  let closeWeb = async () => undefined as void;
  if (config.serve === 'vite') closeWeb = await serveVite(app, httpServer);
  else if (config.serve === 'build') serveBuild(app);

  app.use((_req, res) => sendError(res, 404, 'NOT_FOUND', 'Nicht gefunden.'));
  const handleError: ErrorRequestHandler = (
    error: { status?: number; type?: string; expose?: boolean },
    _req,
    res,
    next,
  ) => {
    if (res.headersSent) {
      next(error);
      return;
    }
    if (error.type === 'entity.parse.failed') {
      sendError(res, 400, 'INVALID_JSON', 'Der Inhalt ist kein gültiges JSON.', [
        { field: '(Datensatz)', message: 'Kein gültiges JSON' },
      ]);
      return;
    }
    if (error.type === 'entity.too.large') {
      sendError(res, 413, 'PAYLOAD_TOO_LARGE', 'Der Inhalt ist zu groß.');
      return;
    }
    if (error.type === UNSUPPORTED_BODY) {
      sendError(res, 415, 'UNSUPPORTED_MEDIA_TYPE', 'Der Inhalt muss JSON sein, in UTF-8 und unkomprimiert.');
      return;
    }
    // A client error raised by a library (e.g. the provider's unknown interaction) stays a client error.
    if (error.expose && typeof error.status === 'number' && error.status >= 400 && error.status < 500) {
      sendError(res, error.status, 'BAD_REQUEST', 'Die Anfrage ist ungültig.');
      return;
    }
    // The request log's line carries the error (pino-http reads `res.err`), with the request's id.
    if (isStoreUnavailable(error)) {
      res.err = error as Error;
      sendStoreUnavailable(res);
      return;
    }
    res.err = error instanceof Error ? error : new Error('Unbekannter Fehler', { cause: error });
    sendError(res, 500, 'INTERNAL_ERROR', 'Interner Serverfehler.');
  };
  app.use(handleError);
  readiness.ready();
  const close = async () => {
    unwatch();
    await Promise.all(stopWorkers.map((stop) => stop()));
    auth.close();
    await Promise.all([
      closeWeb(),
      pgStore?.close(),
      authState.close(),
      jobs.close(),
      limits.counters.close(),
      threads.close(),
      gridExports.close(),
    ]);
  };
  return { app, readiness, jobs, sharedFiles, close };
}
