import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, type BrowserContext, type CDPSession, type Page } from '@playwright/test';
import lighthouse from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';
import { freePort } from '@server/testing/freePort';
import { signInThroughLoginPage } from '../../tests/e2e/support/signIn';
import type { FixtureUser } from '../../tests/e2e/support/users';

export const categories = ['performance', 'accessibility', 'best-practices'] as const;
export type Category = (typeof categories)[number];

export interface LighthouseRun {
  scores: Record<Category, number>;
  /** Ids and titles of the binary audits of accessibility and best practices that did not pass. */
  failing: string[];
}

export const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/** One Lighthouse run (desktop preset) over the browser at `port`; the JSON report goes to `reportFile`. */
export async function runLighthouse(url: string, port: number, reportFile: string): Promise<LighthouseRun> {
  const result = await lighthouse(
    url,
    { port, output: 'json', logLevel: 'error', onlyCategories: [...categories], disableStorageReset: true },
    desktopConfig,
  );
  if (!result) throw new Error(`Lighthouse lieferte kein Ergebnis für ${url}`);
  const { lhr } = result;
  writeFileSync(reportFile, typeof result.report === 'string' ? result.report : JSON.stringify(lhr));
  if (lhr.runtimeError) throw new Error(`Lighthouse: ${lhr.runtimeError.message}`);
  const score = (category: Category) => Math.round((lhr.categories[category]?.score ?? 0) * 100);
  const failing = ['accessibility', 'best-practices'].flatMap((category) =>
    (lhr.categories[category]?.auditRefs ?? [])
      .map((ref) => lhr.audits[ref.id])
      .filter((audit) => audit && audit.score !== null && audit.score < 1 && audit.scoreDisplayMode === 'binary')
      .map((audit) => `${category}: ${audit?.id} (${audit?.title})`),
  );
  return {
    scores: {
      performance: score('performance'),
      accessibility: score('accessibility'),
      'best-practices': score('best-practices'),
    },
    failing,
  };
}

export interface SignedInBrowser {
  page: Page;
  context: BrowserContext;
  /** The remote-debugging port Lighthouse connects to. */
  port: number;
  /** Empties the HTTP cache, so the next load fetches every asset again. */
  clearCache: () => Promise<void>;
  close: () => Promise<void>;
}

/**
 * A Chromium with a remote-debugging port in which `user` has signed in through the real login page, reached by
 * opening `startPath`; resolves once `signedIn` has seen the first screen. A persistent context is the browser's
 * default context: the tabs Lighthouse opens share its signed-in storage.
 */
export async function signedInBrowser(
  serverUrl: string,
  user: FixtureUser,
  startPath: string,
  signedIn: (page: Page) => Promise<void>,
): Promise<SignedInBrowser> {
  const profile = mkdtempSync(join(tmpdir(), 'radar-lighthouse-profile-'));
  const port = await freePort();
  const context = await chromium
    .launchPersistentContext(profile, {
      executablePath: chromiumPath,
      args: [
        `--remote-debugging-port=${port}`,
        '--no-sandbox',
        '--disable-gpu',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
      locale: 'de-DE',
    })
    .catch((error: unknown) => {
      rmSync(profile, { recursive: true, force: true });
      throw error;
    });
  const close = async () => {
    await context.close();
    rmSync(profile, { recursive: true, force: true });
  };
  try {
    const page = context.pages()[0] ?? (await context.newPage());
    await page.goto(`${serverUrl}${startPath}`);
    await signInThroughLoginPage(page, user);
    await signedIn(page);
    const cdp: CDPSession = await context.newCDPSession(page);
    return { page, context, port, clearCache: async () => void (await cdp.send('Network.clearBrowserCache')), close };
  } catch (error) {
    await close();
    throw error;
  }
}
