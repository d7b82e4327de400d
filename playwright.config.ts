import { existsSync } from 'node:fs';
import { defineConfig } from '@playwright/test';

/**
 * Debian's Chromium (Playwright cannot download its own browser here): its headless shell, the build Playwright
 * itself runs for headless Chromium, when installed; else the full browser (decision 090).
 */
const chromiumPath =
  process.env.CHROMIUM_PATH ??
  ['/usr/bin/chromium-headless-shell', '/usr/bin/chromium'].find((path) => existsSync(path)) ??
  '/usr/bin/chromium';

const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

export default defineConfig({
  testDir: 'tests/e2e',
  globalSetup: './tests/e2e/support/globalSetup.ts',
  fullyParallel: true,
  workers: 2,
  forbidOnly: Boolean(process.env.CI),
  // No retries, on CI either: a test that passes only on its second try is a red test.
  retries: 0,
  timeout: 60_000,
  // Back-office views load lazily; on a busy 2-core machine the first paint of a grid can take several seconds.
  expect: { timeout: 10_000 },
  reporter: process.env.CI ? [['line']] : [['list']],
  // The suite's time budget: the log names the spec files that take longest.
  reportSlowTests: { max: 12, threshold: 45_000 },
  use: {
    baseURL: process.env.E2E_BASE_URL,
    locale: 'de-DE',
    // The product honours reduced motion (decision 118): no test waits for a fade or a slide to end.
    reducedMotion: 'reduce',
    timezoneId: 'Europe/Berlin',
    // Tracing every test (screenshots and DOM snapshots) took about a quarter of the suite's time: CI keeps a
    // screenshot of a failure; locally a failed test keeps its trace.
    trace: process.env.CI ? 'off' : 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: { executablePath: chromiumPath, args: chromiumArgs },
  },
  projects: [
    { name: 'setup', testMatch: /auth\.setup\.ts/, use: { browserName: 'chromium' } },
    { name: 'chromium', dependencies: ['setup'], testIgnore: /auth\.setup\.ts/, use: { browserName: 'chromium' } },
  ],
});
