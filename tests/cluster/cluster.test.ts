import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { setTimeout as wait } from 'node:timers/promises';
import type { Browser, Page } from '@playwright/test';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_BASE, DATA_BASE } from '@shared/api/paths';
import type { Database } from '@shared/schemas';
import { ssoPaths } from '@shared/auth/ssoPaths';
import { portalApiPaths } from '@shared/portalApi';
import { adminApiPaths } from '@shared/routes';
import { storageKeys } from '@shared/auth/storageKeys';
import { projectRoot } from '@server/projectRoot';
import { bearer, signInViaApi } from '@server/testing/signIn';
import { PREFERENCES_PATH } from '@server/features/preferences/preferencesRouter';
import { postgresAvailable } from '@server/testing/throwawayPostgres';
import { dashboardModuleIds, getJson, postJson } from './support/api';
import { haproxyAvailable } from './support/balancer';
import { dashboardGreets, launchChromium, newPage } from './support/browser';
import { startCluster, type Cluster } from './support/cluster';
import { secondsExport } from './support/clusterData';
import {
  runsPerSlot,
  scheduleViewOf,
  settledUpTo,
  slotsAfter,
  type Downloader,
  type ScheduleView,
} from './support/exportRuns';
import { signInThroughLoginPage } from '../e2e/support/signIn';
import { fixtureUsers } from '../e2e/support/users';
import { pollUntil } from './support/pollUntil';
import { NETWORK_ERROR, writesDuringKill } from './support/writesDuringKill';
import { signInForFaults, statesSince, underWriterLoad, WRITERS, type FaultRun } from './support/faults';

const missing = [!postgresAvailable && 'PostgreSQL', !haproxyAvailable && 'HAProxy'].filter(Boolean);

const fixtures = JSON.parse(readFileSync(join(projectRoot, 'db.json'), 'utf8')) as Pick<
  Database,
  'zbvAccounts' | 'pbiExportJobs' | 'pbiExportSchedules'
>;
const max = fixtureUsers.max;
/** Slots of the seconds export checked while both instances run: several, and most have passed by then. */
const EXPORT_SLOTS = 4;
/** How often each fault scenario runs: once in `npm run test:cluster`, more in `npm run test:cluster:soak`. */
const FAULT_ROUNDS = Math.max(1, Number(process.env.FAULT_ROUNDS ?? 1));
/** How long PostgreSQL stays stopped in the outage scenario. */
const OUTAGE_MS = 10_000;
const maxId = fixtures.zbvAccounts.find((account) => account.username === max.username)?.id ?? 'max.muster fehlt';

/**
 * The production layout on loopback (docs/operations.md): PostgreSQL, two compiled instances, HAProxy in front
 * (round robin). The scenarios build on each other: one browser signs in, the cluster loses an instance under
 * load, and both instances restart under the signed-in browser.
 */
describe.skipIf(missing.length > 0)(
  `a cluster of two instances${missing.length ? ` (ohne ${missing.join(', ')})` : ''}`,
  () => {
    let cluster: Cluster;
    let browser: Browser;
    let page: Page;
    beforeAll(async () => {
      [cluster, browser] = await Promise.all([startCluster(), launchChromium()]);
    }, 120_000);
    afterAll(async () => {
      await browser?.close();
      await cluster?.stop();
    }, 30_000);

    it('signs a user in through the balancer on the real login page', async () => {
      page = await newPage(browser, cluster.balancer.url);
      await page.goto('/');
      await page.getByRole('heading', { name: 'Anmelden' }).waitFor();
      await signInThroughLoginPage(page, max);
      await dashboardGreets(page, max.name);
      expect(new URL(page.url()).origin).toBe(cluster.balancer.url);
    }, 60_000);

    it('lets both instances serve requests of that one session (their request logs)', async () => {
      const [a, b] = cluster.instances;
      // Round robin alternates requests; should one page load's calls all land on one instance, the next load's do not.
      await pollUntil('Aufrufe der Sitzung auf beiden Instanzen', async () => {
        if (a.requestsOf(maxId).length > 0 && b.requestsOf(maxId).length > 0) return true;
        await page.reload();
        await dashboardGreets(page, max.name);
        return false;
      });
      for (const instance of cluster.instances) {
        const answered = instance.requestsOf(maxId).filter((line) => line.res.statusCode === 200);
        expect(answered.length, `${instance.settings.name} beantwortete Aufrufe der Sitzung`).toBeGreaterThan(0);
      }
    }, 60_000);

    it('produces exactly one export file per slot of a schedule every two seconds, across both instances', async () => {
      // The schedule is in the imported data, which both instances' replicas hold; its slots since both were up are
      // the ones they compete for. Each slot is claimed in PostgreSQL; the job record and the file are written to
      // PostgreSQL, so the owner downloads every file through the balancer whichever instance ran the job.
      const bothUp = Math.max(...cluster.instances.map((instance) => instance.upSince?.getTime() ?? Date.now()));
      const slots = slotsAfter(secondsExport, new Date(bothUp), EXPORT_SLOTS);
      const lastSlot = slots.at(-1) ?? '';
      const viewOf = (scheduleId: number) => scheduleViewOf(cluster.databaseUrl, scheduleId);
      let view: ScheduleView | undefined;
      // Settled: the schedulers have moved past the last slot, having queued it or found it claimed (so neither
      // queues it later), and the runs queued for the slots are finished.
      await pollUntil(
        `die Instanzen haben bis ${lastSlot} entschieden und ihre Läufe beendet`,
        async () => {
          view = await viewOf(secondsExport.scheduleId);
          return settledUpTo(view, lastSlot);
        },
        { timeoutMs: 30_000, intervalMs: 200 },
      ).catch((error: unknown) => {
        const state = `lastRunAt ${view?.lastRunAt ?? 'keins'}`;
        throw new Error(`${String(error)} (${state}; Läufe: ${JSON.stringify(view && runsPerSlot(view, slots))})`);
      });
      const owner = await signInViaApi(cluster.balancer.url, max.username);
      view = await scheduleViewOf(cluster.databaseUrl, secondsExport.scheduleId, {
        balancerUrl: cluster.balancer.url,
        owner,
      });
      const runs = runsPerSlot(view, slots);
      const summary = JSON.stringify(runs, null, 2);
      expect(
        Object.values(runs).map((runsOfSlot) => runsOfSlot.length),
        summary,
      ).toEqual(slots.map(() => 1));
      // A slot on the full minute is named without its seconds (…-2155.pdf), as in the e2e test of exports.
      const succeededWithFile = /^succeeded, cluster-sekundenexport-\d{8}-\d{4}(\d{2})?\.pdf$/;
      expect(
        Object.values(runs)
          .flat()
          .filter((run) => !succeededWithFile.test(run)),
        summary,
      ).toEqual([]);
      for (const instance of cluster.instances) {
        expect(existsSync(instance.exportDir), `kein Exportordner bei ${instance.settings.name}`).toBe(false);
      }
    }, 60_000);

    it('runs a queued export job of the imported data on one of the instances only', async () => {
      // The fixtures' waiting job is one record both replicas hold: each runner claims its attempt, one runs it.
      const waiting = fixtures.pbiExportJobs.find((job) => job.status === 'queued');
      const schedule = fixtures.pbiExportSchedules.find((entry) => entry.exportId === waiting?.exportId);
      if (!waiting || !schedule) throw new Error('Die Fixtures haben keinen wartenden Exportlauf mit Zeitplan mehr');
      const owner = await signInViaApi(cluster.balancer.url, 'sabine.wagner');
      const runsOfWaiting = async (downloader?: Downloader) =>
        runsPerSlot(await scheduleViewOf(cluster.databaseUrl, schedule.id, downloader), [waiting.scheduledFor])[
          waiting.scheduledFor
        ] ?? [];
      await pollUntil('ein Lauf des wartenden Exports beendet', async () =>
        (await runsOfWaiting()).some((run) => /^(succeeded|failed),/.test(run)),
      );
      expect(await runsOfWaiting({ balancerUrl: cluster.balancer.url, owner })).toEqual([
        expect.stringMatching(/^succeeded, ertrag-fuer-vorstandssitzung-\d{8}-\d{4}\.pdf$/),
      ]);
    }, 30_000);

    it('shows an admin grant made through one instance on the dashboard the other serves', async () => {
      const [a, b] = cluster.instances;
      const anna = await signInViaApi(cluster.balancer.url, 'anna.admin');
      const maxTokens = await signInViaApi(cluster.balancer.url, max.username);
      const before = await dashboardModuleIds(b.url, maxTokens);
      const modules = await getJson<{ id: number; active: boolean }[]>(`${a.url}${DATA_BASE}/modules`, anna);
      const granted = modules.find((module) => module.active && !before.includes(String(module.id)));
      expect(granted, 'ein aktives Modul, das max noch nicht sieht').toBeDefined();
      const grant = await postJson(`${a.url}${DATA_BASE}/zbvUserModules`, anna, {
        accountId: maxId,
        moduleId: granted?.id,
      });
      expect(grant.status).toBe(201);
      const moduleId = String(granted?.id);
      // The writing instance read the grant before it answered; the other reads it when PostgreSQL's NOTIFY arrives.
      expect(await dashboardModuleIds(a.url, maxTokens), 'Dashboard der schreibenden Instanz').toContain(moduleId);
      await pollUntil('das Modul auf dem Dashboard der anderen Instanz', async () =>
        (await dashboardModuleIds(b.url, maxTokens)).includes(moduleId),
      );
    }, 60_000);

    it('serves a module image uploaded through one instance on the other', async () => {
      const [a, b] = cluster.instances;
      const anna = await signInViaApi(cluster.balancer.url, 'anna.admin');
      const svg = '<svg xmlns="http://www.w3.org/2000/svg" width="4" height="4"><rect width="4" height="4"/></svg>';
      const upload = await fetch(`${a.url}${API_BASE}${adminApiPaths.mediaUpload}?fileName=cluster-kachel.svg`, {
        method: 'POST',
        headers: { ...bearer(anna), 'content-type': 'image/svg+xml' },
        body: svg,
      });
      expect(upload.status, await upload.text()).toBe(201);
      const served = await fetch(`${b.url}${API_BASE}${portalApiPaths.mediaPrefix}cluster-kachel.svg`, {
        headers: bearer(anna),
      });
      expect(served.status).toBe(200);
      expect(served.headers.get('content-type')).toContain('image/svg+xml');
      expect(await served.text()).toContain('<rect');
      expect(existsSync(join(a.settings.folder, 'media', 'cluster-kachel.svg'))).toBe(false);
    }, 30_000);

    it('keeps every preference two instances store at the same moment (both propose the same id)', async () => {
      const [a, b] = cluster.instances;
      const maxTokens = await signInViaApi(cluster.balancer.url, max.username);
      const put = (instance: typeof a, key: string) =>
        fetch(`${instance.url}${API_BASE}${PREFERENCES_PATH}/${key}`, {
          method: 'PUT',
          headers: { ...bearer(maxTokens), 'content-type': 'application/json' },
          body: JSON.stringify({ value: key }),
        });
      const keys: string[] = [];
      for (let round = 0; round < 10; round += 1) {
        const pair = [`cluster-a-${round}`, `cluster-b-${round}`];
        keys.push(...pair);
        const answers = await Promise.all([put(a, pair[0]!), put(b, pair[1]!)]);
        expect(answers.map((answer) => answer.status)).toEqual([200, 200]);
      }
      for (const instance of cluster.instances) {
        await pollUntil(`alle Einstellungen auf ${instance.settings.name}`, async () => {
          const stored = await getJson<Record<string, unknown>>(
            `${instance.url}${API_BASE}${PREFERENCES_PATH}`,
            maxTokens,
          );
          return keys.every((key) => stored[key] === key);
        });
      }
    }, 60_000);

    it('keeps every acknowledged write when one instance is killed during 200 concurrent writes', async () => {
      const [a] = cluster.instances;
      const anna = await signInViaApi(cluster.balancer.url, 'anna.admin');
      const { acknowledged, refused, killed } = await writesDuringKill(cluster.balancer.url, anna, a, {
        count: 200,
        killAfter: 20,
      });
      const summary = `${acknowledged.length} bestätigt, abgewiesen: ${refused.join(', ') || 'keine'}`;
      expect(killed, summary).toBe(true);
      // Only what the dead instance had in hand fails: with a 502, or with the connection cut when the instance died
      // while its answer was on the way. The balancer sends everything else to the other one (a 503 would mean it
      // had no instance left).
      const lostWithInstance = (outcome: string) => outcome === '502' || outcome.startsWith(NETWORK_ERROR);
      expect(
        refused.filter((outcome) => !lostWithInstance(outcome)),
        summary,
      ).toEqual([]);

      await cluster.balancer.waitFor('DOWN', ['a']);
      const stored = await getJson<{ id: number | string; title: string }[]>(
        `${cluster.balancer.url}${DATA_BASE}/notifications?range=[0,999]`,
        anna,
      );
      const titles = new Map(stored.map((record) => [String(record.id), record.title]));
      expect(
        acknowledged.filter(({ id, title }) => titles.get(id) !== title),
        summary,
      ).toEqual([]);
      await a.start();
      await cluster.balancer.waitFor('UP', ['a']);
    }, 60_000);

    it('keeps the user signed in when both instances restart', async () => {
      const accessToken = await page.evaluate((key) => localStorage.getItem(key) ?? '', storageKeys.accessToken);
      await Promise.all(cluster.instances.map((instance) => instance.stop()));
      await Promise.all(cluster.instances.map((instance) => instance.start()));
      await cluster.balancer.waitFor('UP', ['a', 'b']);
      // The token the browser holds is still good on each restarted instance, and the page shows the dashboard again.
      for (const instance of cluster.instances) {
        const userData = await fetch(`${instance.url}${API_BASE}${ssoPaths.userData}`, {
          headers: { Authorization: `Bearer ${accessToken}` },
        });
        expect(userData.status, instance.settings.name).toBe(200);
      }
      await page.reload();
      await dashboardGreets(page, max.name);
      expect(page.url()).not.toContain('/oidc/');
    }, 60_000);

    /**
     * What every fault scenario holds to: no instance process ended, every acknowledged write is stored, every
     * write a retry got acknowledged, and every refusal on the way was the balancer's or an instance's 502/503
     * (never a 401 for the valid token, never a 500).
     */
    const expectRiddenOut = ({ exited, lost, load, summary }: FaultRun, { cutWithInstance = false } = {}) => {
      console.info(summary);
      expect(exited, summary).toEqual([]);
      expect(lost, summary).toEqual([]);
      expect(load.givenUp, summary).toEqual([]);
      expect(
        load.failures
          .map(({ status }) => status)
          // A killed instance also cuts the connections whose answer was on the way (as in the test of 200 writes).
          .filter(
            (status) => !['502', '503'].includes(status) && !(cutWithInstance && status.startsWith(NETWORK_ERROR)),
          ),
        summary,
      ).toEqual([]);
    };

    it(
      `rides out PostgreSQL stopped for 10 s under ${WRITERS} writers, ${FAULT_ROUNDS}×: readiness DOWN, then UP within 5 s`,
      async () => {
        const anna = await signInForFaults(cluster.balancer.url);
        for (let round = 1; round <= FAULT_ROUNDS; round++) {
          let [stoppedAt, startedAt] = [0, 0];
          const run = await underWriterLoad(cluster, anna, `PostgreSQL-Ausfall ${round}`, async () => {
            stoppedAt = Date.now();
            await cluster.database.stopServer();
            await wait(OUTAGE_MS);
            await cluster.database.startServer();
            startedAt = Date.now();
          });
          expectRiddenOut(run);
          for (const { settings } of cluster.instances) {
            expect(statesSince(run.watch, settings.name, stoppedAt), settings.name).toEqual(['DOWN', 'UP']);
          }
          const back = run.load.acknowledged.find((write) => write.at >= startedAt);
          console.info(
            `Schreiben wieder bestätigt ${back ? back.at - startedAt : '–'} ms nach dem Start von PostgreSQL`,
          );
          expect(back && back.at - startedAt).toBeLessThan(5000);
        }
      },
      90_000 * FAULT_ROUNDS,
    );

    it(
      `rides out an instance killed with SIGKILL and started again under ${WRITERS} writers, ${FAULT_ROUNDS}×`,
      async () => {
        const anna = await signInForFaults(cluster.balancer.url);
        const [, b] = cluster.instances;
        for (let round = 1; round <= FAULT_ROUNDS; round++) {
          let killedAt = 0;
          const run = await underWriterLoad(cluster, anna, `SIGKILL ${round}`, async () => {
            await b.kill();
            killedAt = Date.now();
            await b.start();
          });
          expectRiddenOut(run, { cutWithInstance: true });
          expect(statesSince(run.watch, 'a', killedAt)).toEqual([]);
          expect(statesSince(run.watch, 'b', killedAt).at(-1)).toBe('UP');
        }
      },
      150_000 * FAULT_ROUNDS,
    );

    it(
      `rides out a rolling restart with SIGTERM under ${WRITERS} writers, ${FAULT_ROUNDS}×: DOWN before the port closes`,
      async () => {
        const anna = await signInForFaults(cluster.balancer.url);
        for (let round = 1; round <= FAULT_ROUNDS; round++) {
          const signalled = new Map<string, number>();
          const run = await underWriterLoad(cluster, anna, `Rollender Neustart ${round}`, async () => {
            for (const instance of cluster.instances) {
              const at = Date.now();
              signalled.set(instance.settings.name, at);
              await instance.stop();
              const stopped = Date.now();
              await instance.start();
              await cluster.balancer.waitFor('UP', [instance.settings.name]);
              const stopLines = instance.log.filter((line) => String(line.msg).includes('beendet')).slice(-2);
              console.info(
                `${instance.settings.name}: SIGTERM bis Ende ${stopped - at} ms, wieder UP nach ${Date.now() - stopped} ms`,
                stopLines.map((line) => line.msg),
              );
            }
          });
          expectRiddenOut(run);
          for (const [name, at] of signalled) {
            const states = statesSince(run.watch, name, at);
            // Readiness DOWN while the port still answers (the drain delay), then refused, then UP again.
            expect(states.slice(0, 2), name).toEqual(['DOWN', 'refused']);
            expect(states.at(-1), name).toBe('UP');
          }
        }
      },
      300_000 * FAULT_ROUNDS,
    );
  },
);
