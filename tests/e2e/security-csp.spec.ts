import { texts } from '@shared/texts';
import { startServer, type E2eServer } from './support/server';
import { failedRequest } from './support/consoleGuard';
import { expect, expectAccessible, test } from './support/fixtures';
import { fixtureUsers, storageStateOf } from './support/users';

test.use({ storageState: storageStateOf(fixtureUsers.max) });

interface Outcome {
  ran: string[];
  violations: { directive: string; blocked: string }[];
}

test.describe('the Content-Security-Policy in Chromium', () => {
  test.use({ cspViolationsAllowed: true });

  test('blocks scripts injected as HTML even if sanitising were bypassed, and frames from unlisted origins', async ({
    page,
  }) => {
    const response = await page.goto('/');
    const policy = response?.headers()['content-security-policy'] ?? '';
    expect(policy).toContain("script-src 'self'");
    expect(policy).toContain("object-src 'none'");
    expect(policy).toContain("frame-ancestors 'self'");
    expect(policy).toMatch(/frame-src [^;]*https:\/\/app\.powerbi\.com/);
    await expect(page.getByRole('heading', { level: 1, name: `Hallo, ${fixtureUsers.max.name}!` })).toBeVisible();

    const outcome = await page.evaluate(async (): Promise<Outcome> => {
      const ran: string[] = [];
      const violations: Outcome['violations'] = [];
      (window as unknown as { ranScript: (name: string) => void }).ranScript = (name) => ran.push(name);
      document.addEventListener('securitypolicyviolation', (event) =>
        violations.push({ directive: event.effectiveDirective, blocked: event.blockedURI }),
      );
      // What an unsanitised HTML field (notification, manual page, product info) would put into the page.
      const field = document.createElement('div');
      field.innerHTML =
        '<img src="data:image/gif;base64,R0lGODlhAQABAAAAACw=" onload="ranScript(\'attribute\')">' +
        '<a id="csp-link" href="javascript:ranScript(\'javascript-url\')">Link</a>';
      document.body.append(field);
      const script = document.createElement('script');
      script.textContent = "ranScript('inline element')";
      document.body.append(script);
      const fragment = document.createRange().createContextualFragment("<script>ranScript('fragment')</script>");
      document.body.append(fragment);
      document.getElementById('csp-link')?.click();
      for (const src of ['https://app.powerbi.com/reportEmbed', 'https://angreifer.example/']) {
        const frame = document.createElement('iframe');
        frame.src = src;
        document.body.append(frame);
      }
      await new Promise((resolve) => setTimeout(resolve, 1000));
      return { ran, violations };
    });

    expect(outcome.ran).toEqual([]);
    const directives = outcome.violations.map((v) => v.directive);
    expect(directives).toContain('script-src-elem');
    expect(directives).toContain('script-src-attr');
    const frames = outcome.violations.filter((v) => v.directive === 'frame-src').map((v) => v.blocked);
    // Chromium reports a cross-origin frame by its origin only.
    expect(frames).toEqual([expect.stringMatching(/^https:\/\/angreifer\.example/)]);
  });
});

test('the dashboard and the manual load without any violation of the policy', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1, name: `Hallo, ${fixtureUsers.max.name}!` })).toBeVisible();
  await expectAccessible(page);
  await page.goto('/docs');
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
});

test.describe('the back office under the policy', () => {
  test.use({ storageState: storageStateOf(fixtureUsers.anna) });

  test('opens without any violation of the policy', async ({ page }) => {
    await page.goto('/admin');
    await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
    await expectAccessible(page);
  });
});

test.describe('abuse limits in the browser', () => {
  let server: E2eServer;
  test.beforeAll(async () => {
    // Scale 0.04: one question a minute per account, five sign-in calls a minute; long tokens, so no refresh counts.
    server = await startServer({ env: { RATE_LIMIT_SCALE: '0.04', DEV_IDP_TOKEN_TTL: '900' } });
  });
  test.afterAll(() => server.stop());

  test('a second question within the minute gets the German rate-limit message in the assistant', async ({
    browser,
    expectConsoleMessages,
  }) => {
    expectConsoleMessages(...failedRequest(429, '/ai/chat'));
    const context = await server.contextAs(browser, fixtureUsers.max);
    const page = await context.newPage();
    await page.goto('/modules/2/reports/1');
    await page.getByRole('button', { name: 'KI-Assistent' }).click();
    const panel = page.getByRole('dialog', { name: 'KI-Assistent' });
    const ask = async (question: string) => {
      await panel.getByRole('textbox', { name: 'Ihre Frage' }).fill(question);
      await panel.getByRole('textbox', { name: 'Ihre Frage' }).press('Enter');
    };
    await ask('Wie richte ich ein Berichtsabonnement ein?');
    await expect(panel.getByTestId('assistant-answer')).toBeVisible();
    await panel.getByRole('button', { name: 'KI-Assistent schließen' }).click();
    await page.getByRole('button', { name: 'KI-Assistent' }).click();
    const limited = page.waitForResponse((r) => r.url().endsWith('/ai/chat') && r.status() === 429);
    await ask('Wie wechsle ich das Konto?');
    await limited;
    await expect(panel.getByRole('alert')).toHaveText(texts.limits.tooManyRequests);
    // The send button turns enabled once the input has rested (expectAccessible waits for its colour transition).
    await expect(panel.getByRole('button', { name: 'Frage senden' })).toBeEnabled();
    await expectAccessible(page);
  });
});
