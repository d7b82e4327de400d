import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { basename } from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import type axe from 'axe-core';
import type { AxeResults, RunOptions } from 'axe-core';
import { expect, test as base, type BrowserContext, type Page } from '@playwright/test';
import { API_BASE, HEALTH_PATH } from '@shared/api/paths';
import { storageKeys } from '@shared/auth/storageKeys';
import { unexpectedReports, watchConsole, type ConsoleReport } from './consoleGuard';
import { isStoredSignIn, storageStateOf, type FixtureUser } from './users';

/**
 * Fails on serious or critical accessibility violations of the page as it is now, including frames of its own
 * origin. Frames of other origins (a Power BI report, an external page in an HTML card) hold content we neither
 * build nor can reach from the test machine: their frame element is checked (title, focus), their content is not.
 * Passing nodes are not collected.
 */
export async function expectAccessible(page: Page): Promise<void> {
  await animationsSettled(page);
  const results = hasFramesOfItsOwnOrigin(page) ? await axeWithFrames(page) : await axeInPage(page);
  const blocking = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(blocking.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`)).toEqual([]);
}

const violationsOnly: RunOptions = { resultTypes: ['violations'] };
const contextsWithAxe = new WeakSet<BrowserContext>();
/** axe's minified build: `axe.source` is its readable one, more than twice the size to send and compile. */
const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

function hasFramesOfItsOwnOrigin(page: Page): boolean {
  const origin = new URL(page.url()).origin;
  return page
    .frames()
    .some((frame) => frame !== page.mainFrame() && URL.canParse(frame.url()) && new URL(frame.url()).origin === origin);
}

/**
 * axe in the page itself: @axe-core/playwright evaluates axe's source twice per check and once more in every frame,
 * waiting up to a second for frames of other origins, which made a check cost about three times what axe's own run
 * takes. Evaluated, the source is compiled afresh in every document (about a second on a busy two-core machine,
 * more than the run); so after a context's first check axe comes into each of its later documents as an init
 * script, which Chromium compiles once per context (then some 30 ms a document).
 */
async function axeInPage(page: Page): Promise<AxeResults> {
  const hasAxe = await page.evaluate(() => 'axe' in window);
  if (!hasAxe) {
    await page.evaluate(axeSource);
    const context = page.context();
    if (!contextsWithAxe.has(context)) {
      contextsWithAxe.add(context);
      await context.addInitScript(axeSource);
    }
  }
  return page.evaluate((options) => {
    const inPage = (window as unknown as { axe: typeof axe & AxeRuleTable }).axe;
    // A rule with a minor or moderate impact reports every violation with that impact (axe's rule impact overrides
    // its checks'), so it can never fail this check: skipping those rules leaves the verdict as it is.
    const neverBlocking = (inPage._audit?.rules ?? []).filter((rule) =>
      ['minor', 'moderate'].includes(rule.impact ?? ''),
    );
    const rules = Object.fromEntries(neverBlocking.map((rule) => [rule.id, { enabled: false }]));
    return inPage.run(document, { ...options, iframes: false, rules });
  }, violationsOnly);
}

/** axe's loaded rules with their impacts (not in its typings); absent, every rule runs. */
interface AxeRuleTable {
  _audit?: { rules: { id: string; impact?: string }[] };
}

/** Frames of the page's own origin are only reached by @axe-core/playwright's default mode (a blank page per check). */
const axeWithFrames = (page: Page): Promise<AxeResults> =>
  new AxeBuilder({ page, axeSource }).options(violationsOnly).analyze();

/**
 * Waits for the page's finite CSS transitions and animations (a snackbar growing in, a dialog fading in) to end.
 * axe blends a half-transparent element with what lies behind it, so text caught mid-fade fails `color-contrast`
 * although the settled page passes. Endless animations (progress spinners) are not waited for.
 */
async function animationsSettled(page: Page): Promise<void> {
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => Number.isFinite(animation.effect?.getComputedTiming().endTime))
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  );
}

/**
 * Every test fails when any page of any of its browser contexts (the default one and those a spec opens itself)
 * logged a console warning or error or threw an error nobody caught; a block of the Content-Security-Policy (the
 * e2e suite runs with it enforced) is reported as such. A test about the policy itself opts out of the latter with
 * `test.use({ cspViolationsAllowed: true })`; a test that provokes a message on purpose (a request it makes fail)
 * names exactly that message, which must then come: `expectConsoleMessages(...failedRequest(403, '/api/x'))`; the
 * function it answers waits for them, for a test that closes the page itself.
 */
export const test = base.extend<
  {
    cspViolationsAllowed: boolean;
    expectConsoleMessages: (...patterns: RegExp[]) => () => Promise<void>;
    sharedPage: Page;
    storedSignInsKept: void;
  },
  {
    consoleReports: ConsoleReport[];
    workerContexts: WorkerContexts;
    workerPageOf: (user: FixtureUser) => Promise<Page>;
  }
>({
  consoleReports: [
    async ({ browser }, use) => {
      const reports: ConsoleReport[] = [];
      const newContext = browser.newContext.bind(browser);
      browser.newContext = async (options) => await watchConsole(await newContext(options), reports);
      await use(reports);
      browser.newContext = newContext;
    },
    // Set up as each worker starts, so contexts a spec opens in `beforeAll` are watched too (also in a worker's
    // first spec file, before any test has asked for this fixture).
    { scope: 'worker', auto: true },
  ],
  cspViolationsAllowed: [false, { option: true }],
  expectConsoleMessages: [
    async ({ consoleReports, cspViolationsAllowed }, use) => {
      consoleReports.length = 0;
      const expected: RegExp[] = [];
      const missing = () => unexpectedReports(consoleReports, { cspViolationsAllowed, expected }).missing;
      await use((...patterns) => {
        expected.push(...patterns);
        // A page closed before Chromium has handed over its console message loses it: wait for them first.
        return () => expect.poll(missing, { message: 'erwartete Meldungen auf der Konsole' }).toEqual([]);
      });
      const unexpected = unexpectedReports(consoleReports, { cspViolationsAllowed, expected });
      expect.soft(unexpected.csp, 'Verstöße gegen die Content-Security-Policy').toEqual([]);
      expect.soft(unexpected.console, 'Warnungen und Fehler auf der Konsole').toEqual([]);
      expect.soft(unexpected.missing, 'erwartete Meldungen auf der Konsole, die ausblieben').toEqual([]);
    },
    { auto: true },
  ],
  /**
   * One browser context per signed-in user (storage state) and worker, for tests that leave the context as they
   * found it: a test's own `page` has a fresh context whose empty HTTP and code caches download and compile the
   * entry's JavaScript again, about 40 % of a short test's time here. The console guard still checks each test
   * (the context is made through its `newContext`).
   */
  workerContexts: [
    async ({ browser, consoleReports }, use, workerInfo) => {
      void consoleReports;
      const { baseURL, locale, timezoneId } = workerInfo.project.use;
      const contexts = new Map<string, Promise<BrowserContext>>();
      const usedByTest = new Set<string>();
      await use({
        of: (storageState) => {
          usedByTest.add(storageState);
          if (!contexts.has(storageState)) {
            contexts.set(storageState, browser.newContext({ baseURL, locale, timezoneId, storageState }));
          }
          return contexts.get(storageState)!;
        },
        takeUsed: () => {
          const used = [...usedByTest];
          usedByTest.clear();
          return used;
        },
        restore: async (storageState) => {
          const context = await contexts.get(storageState);
          if (!context) return;
          const stored = storedState(storageState);
          await context.clearCookies();
          await context.addCookies(stored.cookies);
          for (const page of context.pages()) await restoreStorage(page, stored, baseURL ?? '');
        },
      });
      for (const context of contexts.values()) await (await context).close();
    },
    { scope: 'worker' },
  ],
  /**
   * One signed-in page per user and worker, for specs that check many screens read-only. Each test still opens
   * its screen itself.
   */
  workerPageOf: [
    async ({ workerContexts }, use) => {
      const pages = new Map<string, Promise<Page>>();
      await use((user) => {
        if (!pages.has(user.username)) {
          pages.set(
            user.username,
            workerContexts.of(storageStateOf(user)).then((context) => context.newPage()),
          );
        }
        return pages.get(user.username)!;
      });
    },
    { scope: 'worker' },
  ],
  /**
   * A new tab of the worker's context for the test's `storageState` (and its `viewport`), closed after the test:
   * for tests that change nothing the context keeps (local storage, cookies, routes of the context), as a cheaper
   * `page`. Its session storage, history and routes are its own.
   */
  sharedPage: async ({ workerContexts, storageState, viewport }, use) => {
    if (typeof storageState !== 'string') throw new Error('sharedPage braucht test.use({ storageState })');
    const context = await workerContexts.of(storageState);
    const page = await context.newPage();
    if (viewport) await page.setViewportSize(viewport);
    await use(page);
    // A tab of the context, so that its local storage can be given back: the test's own, unless it closed it.
    const tab = page.isClosed() ? await context.newPage() : page;
    await workerContexts.restore(storageState);
    await tab.close();
  },
  /**
   * What a test changed in a stored sign-in stays with that test. After each test, every stored session it used
   * must still be accepted by the server (a test that signs out or lets a session end signs in itself), and the
   * worker's contexts it used get the stored cookies and local storage back, whatever the test wrote there.
   */
  storedSignInsKept: [
    async ({ workerContexts, storageState, baseURL }, use) => {
      workerContexts.takeUsed();
      await use();
      const used = workerContexts.takeUsed();
      const states = new Set(used);
      if (typeof storageState === 'string' && isStoredSignIn(storageState)) states.add(storageState);
      for (const state of states) {
        const { status, message } = await sessionStatus(baseURL ?? '', state);
        expect(status, message).toBe(200);
      }
      for (const state of used) await workerContexts.restore(state);
    },
    { auto: true },
  ],
});
export { expect };

interface WorkerContexts {
  /** The worker's context with the storage state (a file of auth.setup.ts). */
  of: (storageState: string) => Promise<BrowserContext>;
  /** The storage states whose contexts were asked for since the last call. */
  takeUsed: () => string[];
  /** Gives the context the stored cookies back, and its open pages the stored local and no session storage. */
  restore: (storageState: string) => Promise<void>;
}

type StorageState = Awaited<ReturnType<BrowserContext['storageState']>>;

const storedState = (file: string): StorageState => JSON.parse(readFileSync(file, 'utf8')) as StorageState;

/** Through the page (moved to a document of the app's origin first if it left it), as `restore` says. */
async function restoreStorage(page: Page, stored: StorageState, baseURL: string): Promise<void> {
  const { origin } = new URL(baseURL);
  if (!URL.canParse(page.url()) || new URL(page.url()).origin !== origin) await page.goto(`${origin}${HEALTH_PATH}`);
  const entries = stored.origins.find((candidate) => candidate.origin === origin)?.localStorage ?? [];
  // Only what differs is written: each write is a storage event in the context's other pages of the origin.
  await page.evaluate((items) => {
    const kept = new Map(items.map(({ name, value }) => [name, value]));
    for (const key of Object.keys(localStorage)) if (!kept.has(key)) localStorage.removeItem(key);
    for (const [key, value] of kept) if (localStorage.getItem(key) !== value) localStorage.setItem(key, value);
    sessionStorage.clear();
  }, entries);
}

/** The server's answer to the stored session's access token: 200 while the session lives. */
async function sessionStatus(baseURL: string, storageState: string): Promise<{ status: number; message: string }> {
  const token = storedState(storageState)
    .origins.find((origin) => origin.origin === new URL(baseURL).origin)
    ?.localStorage.find((item) => item.name === storageKeys.accessToken)?.value;
  const response = await fetch(`${baseURL}${API_BASE}/get-userdata`, { headers: { Authorization: `Bearer ${token}` } });
  return {
    status: response.status,
    message: `Die gespeicherte Anmeldung ${basename(storageState)} gilt nach diesem Test nicht mehr: ein Test, der eine Sitzung beendet, meldet sich selbst an`,
  };
}
