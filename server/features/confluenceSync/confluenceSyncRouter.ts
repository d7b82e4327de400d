import express from 'express';
import { adminApiPaths } from '@shared/routes';
import { adminTexts } from '@shared/texts';
import type { ConfluenceConfig } from '../../config';
import { sendError } from '../../data/dataCall';
import { ConfluenceClient } from '../../integrations/confluence/confluenceClient';
import { fixtureSpaceFile } from '../../integrations/confluence/fixtureSpace';
import { startLocalConfluence, type LocalConfluence } from '../../integrations/confluence/localSource';
import type { Store } from '../../store/store';
import type { FeatureContext } from '../featureContext';
import { manualAdminOnly } from '../../access';
import { applySync } from './applySync';
import { attachmentFilesOf } from './attachmentFilesOf';
import { crawlSpace, type RetryPolicy } from './crawlSpace';
import { logger } from '../../logging/logger';

export interface SyncRun {
  status: 'running' | 'succeeded' | 'failed';
  startedAt: string;
  finishedAt?: string;
  pages?: number;
  attachments?: number;
  failedPageId?: string;
  message?: string;
}

const texts = adminTexts.confluenceSync;

/** Where the sync reads: the configured Confluence, or the local source (started once, on first use). */
function sourceFor(config: ConfluenceConfig) {
  let local: Promise<LocalConfluence> | undefined;
  return {
    open: async (): Promise<{ client: ConfluenceClient; baseUrl: string }> => {
      if (config.baseUrl) {
        return { client: new ConfluenceClient(config.baseUrl, config.token), baseUrl: config.baseUrl };
      }
      local ??= startLocalConfluence(config.localSpaceFile ?? fixtureSpaceFile);
      const { baseUrl, token } = await local;
      return { client: new ConfluenceClient(baseUrl, token), baseUrl };
    },
    close: async () => (await local)?.close(),
  };
}

function recordJob(store: Store, run: SyncRun): Promise<unknown> {
  return store.committed(() =>
    store.insert('exportJobs', {
      name: texts.jobName,
      status: run.status === 'succeeded' ? 'succeeded' : 'failed',
      startedAt: run.startedAt,
      finishedAt: run.finishedAt,
      records: run.pages ?? 0,
      message: run.message ?? '',
    }),
  );
}

/**
 * `POST /scheduler/confluence/v1/sync` (manual admins): starts reading the Confluence space in the background
 * and answers 202 at once; a start while a run is under way joins that run instead of starting another, and
 * one while another instance holds the job lease `confluenceSync` gets 409.
 * A page that fails is retried; if it still fails the run ends as failed, names the page and leaves the
 * manual as it was. `GET …/sync/status` tells the state of the running or last run.
 */
export function confluenceSyncRouter(
  { store, config, jobs, onShutdown, sharedFiles }: FeatureContext,
  retry: RetryPolicy = { attempts: 3, delayMs: 500 },
): express.Router {
  const router = express.Router();
  const source = sourceFor(config.confluence);
  const attachments = attachmentFilesOf(config, sharedFiles);
  let lastRun: SyncRun | undefined;
  // On shutdown a run still reading the space ends without changing anything (the manual stays as it was;
  // applying is one step at the end), and shutdown waits for it (each request has a timeout), then the local
  // source stops: no work of this feature outlives the app.
  let stopping = false;
  let running: Promise<void> | undefined;
  onShutdown(async () => {
    stopping = true;
    await running;
    await source.close();
  });

  async function run(current: SyncRun): Promise<void> {
    try {
      const { client, baseUrl } = await source.open();
      const crawled = await crawlSpace(client, config.confluence.rootPageId, retry);
      if (stopping) return;
      const counts = await applySync(store, attachments, crawled, baseUrl);
      Object.assign(current, {
        status: 'succeeded',
        ...counts,
        message: texts.jobMessage(counts.pages, counts.attachments),
      });
    } catch (error) {
      logger.error({ err: error }, 'Confluence Synchronisation fehlgeschlagen');
      const failedPageId = error instanceof Error && 'pageId' in error ? String(error.pageId) : undefined;
      Object.assign(current, {
        status: 'failed',
        failedPageId,
        message: error instanceof Error ? error.message : String(error),
      });
    }
    if (stopping) return;
    current.finishedAt = new Date().toISOString();
    await recordJob(store, current).catch((error: unknown) =>
      logger.error({ err: error }, 'Confluence Synchronisation: Lauf nicht gespeichert'),
    );
  }

  router.post(adminApiPaths.confluenceSync, manualAdminOnly, async (_req, res) => {
    if (lastRun?.status === 'running') {
      res.status(202).json({ started: false, run: lastRun });
      return;
    }
    const current: SyncRun = { status: 'running', startedAt: new Date().toISOString() };
    const before = lastRun;
    lastRun = current;
    const leased = new Promise<boolean>((resolve) => {
      running = jobs
        .withLease('confluenceSync', () => {
          resolve(true);
          return run(current);
        })
        .then(
          (outcome) => resolve(outcome.ran),
          (error: unknown) => {
            logger.error({ err: error }, 'Confluence Synchronisation: Sperre nicht verfügbar');
            resolve(false);
          },
        );
    });
    if (await leased) {
      res.status(202).json({ started: true, run: current });
      return;
    }
    lastRun = before;
    sendError(res, 409, 'SYNC_RUNNING', 'Eine Confluence Synchronisation läuft bereits auf einer anderen Instanz.');
  });
  router.get(adminApiPaths.confluenceSyncStatus, manualAdminOnly, (_req, res) => {
    res.json({ run: lastRun ?? null });
  });
  return router;
}
