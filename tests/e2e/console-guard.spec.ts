import { unexpectedReports, watchConsole, type ConsoleReport } from './support/consoleGuard';
import { expect, test } from './support/fixtures';

// The probes run on a blank page: the guard watches every page, whatever it shows.
test.describe('the console guard', () => {
  test.describe('with the probes allowed', () => {
    test.use({ cspViolationsAllowed: true, consoleMessagesAllowed: [/^Probe/] });

    test('names the page, the source location and the text, and reports a CSP block as such', async ({ browser }) => {
      const reports: ConsoleReport[] = [];
      const context = await watchConsole(await browser.newContext(), reports);
      const page = await context.newPage();
      await page.setContent('<p>Probe</p>');
      await page.evaluate(() => {
        console.info('Probe: information');
        console.warn('Probe: warning');
        console.error('Probe: Content Security Policy blocked something');
      });
      await context.close();

      const allowance = { cspViolationsAllowed: false, consoleMessagesAllowed: [] };
      expect(unexpectedReports(reports, allowance)).toEqual({
        csp: [expect.stringMatching(/^about:blank \(.*\) error: Probe: Content Security Policy blocked something$/)],
        console: [expect.stringMatching(/^about:blank \(:\d+:\d+\) warning: Probe: warning$/)],
      });
      expect(unexpectedReports(reports, { cspViolationsAllowed: true, consoleMessagesAllowed: [/warning$/] })).toEqual({
        csp: [],
        console: [],
      });
    });
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
});
