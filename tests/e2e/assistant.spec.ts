import type { Page } from '@playwright/test';
import { failedRequest } from './support/consoleGuard';
import { expect, expectAccessible, test } from './support/fixtures';
import { fixtureUsers, storageStateOf } from './support/users';

test.use({ storageState: storageStateOf(fixtureUsers.max) });

const askOnReportPage = async (page: Page, question: string) => {
  await page.goto('/modules/2/reports/1');
  await page.getByRole('button', { name: 'KI-Assistent' }).click();
  const panel = page.getByRole('dialog', { name: 'KI-Assistent' });
  await panel.getByRole('textbox', { name: 'Ihre Frage' }).fill(question);
  await panel.getByRole('textbox', { name: 'Ihre Frage' }).press('Enter');
  return panel;
};

test('answers a fixture question with a reference that opens the right page, and stores feedback', async ({
  sharedPage: page,
}) => {
  const panel = await askOnReportPage(page, 'Wie richte ich ein Berichtsabonnement ein?');
  await expect(panel.getByTestId('assistant-answer')).toContainText('Im Handbuch steht dazu');
  await expectAccessible(page);
  const feedback = page.waitForResponse((r) => r.url().endsWith('/ai/chat/feedback') && r.status() === 204);
  await panel.getByRole('button', { name: 'Ja' }).click();
  await feedback;
  // Shown in the panel, and read out through its live region.
  await expect(panel.getByRole('paragraph').filter({ hasText: 'Vielen Dank für Ihr Feedback!' })).toBeVisible();
  await expect(panel.getByRole('status')).toHaveText('Vielen Dank für Ihr Feedback!');
  await panel.getByRole('navigation', { name: 'Mehr dazu im Handbuch' }).getByRole('link').first().click();
  await expect(page).toHaveURL(/\/docs\/1009$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Berichtsabonnements' })).toBeVisible();
});

test('a server failure shows the German error', async ({ sharedPage: page, expectConsoleMessages }) => {
  expectConsoleMessages(...failedRequest(500, '/ai/chat'));
  await page.route('**/ai/chat', (route) => route.fulfill({ status: 500, json: { code: 'INTERNAL_ERROR' } }));
  const panel = await askOnReportPage(page, 'Wie wechsle ich das Konto?');
  await expect(panel.getByRole('alert')).toHaveText(
    'Bei der KI-Suche ist ein Fehler aufgetreten. Bitte versuchen Sie es später noch einmal.',
  );
  // The send button turns enabled once the input has rested for 500 ms (expectAccessible waits for its colour transition).
  await expect(panel.getByRole('button', { name: 'Frage senden' })).toBeEnabled();
  await expectAccessible(page);
});

test("'Support kontaktieren' opens the support dialog; closing resets the panel", async ({ sharedPage: page }) => {
  await page.goto('/modules/2/reports/1');
  await page.getByRole('button', { name: 'KI-Assistent' }).click();
  const panel = page.getByRole('dialog', { name: 'KI-Assistent' });
  await panel.getByRole('textbox', { name: 'Ihre Frage' }).fill('Halbe Frage');
  await panel.getByRole('button', { name: 'Support kontaktieren' }).click();
  await expect(page.getByRole('dialog', { name: 'Support-Anfrage' })).toBeVisible();
  await page.keyboard.press('Escape');
  await panel.getByRole('button', { name: 'KI-Assistent schließen' }).click();
  await page.getByRole('button', { name: 'KI-Assistent' }).click();
  await expect(
    page.getByRole('dialog', { name: 'KI-Assistent' }).getByRole('textbox', { name: 'Ihre Frage' }),
  ).toHaveValue('');
});

test("the header's 'Support' on a report page asks about that report", async ({ sharedPage: page }) => {
  await page.goto('/modules/2/reports/1');
  await expect(page.getByRole('heading', { level: 1, name: 'Vertriebsübersicht' })).toBeVisible();
  await page.getByRole('banner').getByRole('button', { name: 'Support', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Support-Anfrage' });
  await expect(dialog.getByRole('combobox', { name: /Bericht/ })).toHaveText('Vertriebsübersicht');
  await expect(dialog.getByRole('textbox', { name: 'Empfänger' })).toHaveValue('Support-Team');
  await expectAccessible(page);
});

test("'Support kontaktieren' asks about the report on screen and carries the question over", async ({
  sharedPage: page,
}) => {
  const panel = await askOnReportPage(page, 'Wie wechsle ich das Konto?');
  await expect(panel.getByTestId('assistant-answer')).toBeVisible();
  await panel.getByRole('button', { name: 'Support kontaktieren' }).click();
  const dialog = page.getByRole('dialog', { name: 'Support-Anfrage' });
  await expect(dialog.getByRole('combobox', { name: /Bericht/ })).toHaveText('Vertriebsübersicht');
  await expect(dialog.getByRole('textbox', { name: /Ihre Frage/ })).toHaveValue(
    'Meine Frage an den KI-Assistenten: „Wie wechsle ich das Konto?“',
  );
  await expectAccessible(page);
});

test('nonsense gets no answer but the offer to contact support, also after a question in the same thread', async ({
  sharedPage: page,
}) => {
  const panel = await askOnReportPage(page, 'Wie kann ich einen Bericht exportieren?');
  const answer = panel.getByTestId('assistant-answer');
  await expect(answer).toContainText('Im Handbuch steht dazu unter „Exporte – Einmaliger Export“:');
  await expect(answer).toContainText('Öffnen Sie den Bericht und setzen Sie die gewünschten Filter.');
  await expect(answer).not.toContainText('Geplante Exporte');
  await panel.getByRole('button', { name: 'Neue Frage' }).click();
  await panel.getByRole('textbox', { name: 'Ihre Frage' }).fill('qwertz asdf');
  await panel.getByRole('textbox', { name: 'Ihre Frage' }).press('Enter');
  await expect(answer).toHaveText(
    'Dazu habe ich im Handbuch nichts gefunden. Gern gebe ich Ihre Frage an den Support weiter: Wählen Sie dazu „Support kontaktieren“.',
  );
  await expect(panel.getByRole('navigation', { name: 'Mehr dazu im Handbuch' })).toHaveCount(0);
  await expectAccessible(page);
  await panel.getByRole('button', { name: 'Support kontaktieren' }).click();
  await expect(
    page.getByRole('dialog', { name: 'Support-Anfrage' }).getByRole('textbox', { name: /Ihre Frage/ }),
  ).toHaveValue('Meine Frage an den KI-Assistenten: „qwertz asdf“');
});
