import { failedRequest, unexpectedReports, watchConsole, type ConsoleReport } from './support/consoleGuard';
import { expect, test } from './support/fixtures';

// The probes run on a blank page: the guard watches every page, whatever it shows.
test.describe('the console guard', () => {
  test.describe('on probes it was told to expect', () => {
    test.use({ cspViolationsAllowed: true });

    test('names the page, the source location and the text, and reports a CSP block as such', async ({
      browser,
      expectConsoleMessages,
    }) => {
      expectConsoleMessages(/Probe: warning$/);
      const reports: ConsoleReport[] = [];
      const context = await watchConsole(await browser.newContext(), reports);
      const page = await context.newPage();
      await page.evaluate(() => {
        console.info('Probe: information');
        console.warn('Probe: warning');
        console.error('Probe: Content Security Policy blocked something');
      });
      await context.close();

      expect(unexpectedReports(reports, { cspViolationsAllowed: false, expected: [/never logged/] })).toEqual({
        csp: [
          expect.stringMatching(/^about:blank \(:\d+:\d+\) error: Probe: Content Security Policy blocked something$/),
        ],
        console: [expect.stringMatching(/^about:blank \(:\d+:\d+\) warning: Probe: warning$/)],
        missing: ['/never logged/'],
      });
      expect(unexpectedReports(reports, { cspViolationsAllowed: true, expected: [/warning$/] })).toEqual({
        csp: [],
        console: [],
        missing: [],
      });
    });
  });

  test('matches a failed request by its status and path', () => {
    const [load, apiLog] = failedRequest(403, '/backend/api/v1/sso/login');
    const lines = [
      'http://localhost:1/sso/login (http://localhost:1/backend/api/v1/sso/login:1:1) error: Failed to load resource: the server responded with a status of 403 (Forbidden)',
      'http://localhost:1/sso/login (http://localhost:1/assets/paths.js:1:2) error: API error 403 for http://localhost:1/backend/api/v1/sso/login: {}',
    ];
    expect(lines.map((line) => [load?.test(line), apiLog?.test(line)])).toEqual([
      [true, false],
      [false, true],
    ]);
    expect(load?.test(lines[0]!.replace('status of 403', 'status of 500'))).toBe(false);
  });

  test('fails a test whose page logged a warning', async ({ page }) => {
    test.fail(true, 'the guard is meant to fail this test');
    await page.evaluate(() => console.warn('Probe: warning'));
  });

  test('fails a test whose page threw an error nobody caught', async ({ page }) => {
    test.fail(true, 'the guard is meant to fail this test');
    const thrown = page.waitForEvent('pageerror');
    await page.evaluate(() =>
      setTimeout(() => {
        throw new Error('Probe: uncaught');
      }),
    );
    await thrown;
  });

  test('fails a test whose expected message did not come', ({ expectConsoleMessages }) => {
    test.fail(true, 'the guard is meant to fail this test');
    expectConsoleMessages(/Probe: never logged/);
  });
});
