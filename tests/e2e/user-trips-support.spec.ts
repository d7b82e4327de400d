import type { Page } from '@playwright/test';
import { supportTexts } from '@shared/texts';
import { card } from './support/dashboard';
import { expect, expectAccessible, test } from './support/fixtures';
import { fixtureUsers, storageStateOf } from './support/users';

/** Support errors that outstayed their cause, as max.muster on the shared server; nothing is sent. */
test.use({ storageState: storageStateOf(fixtureUsers.max), viewport: { width: 1400, height: 900 } });
const t = supportTexts;

const dialogOf = (page: Page) => page.getByRole('dialog', { name: t.form.title });

async function openSupport(page: Page) {
  await page.getByRole('banner').getByRole('button', { name: 'Support', exact: true }).click();
  await expect(dialogOf(page)).toBeVisible();
  return dialogOf(page);
}

test('an error goes when it no longer applies, and the failed send focuses the first field in error', async ({
  sharedPage: page,
}) => {
  await page.goto('/');
  const dialog = await openSupport(page);
  await dialog.getByRole('radio', { name: t.form.reasons.GENERAL }).check();
  const question = dialog.getByRole('textbox', { name: /Ihre Frage/ });
  const phone = dialog.getByRole('textbox', { name: t.form.phoneNumber });
  await expect(dialog.getByRole('textbox', { name: t.form.recipient })).toHaveValue(t.form.supportTeam);
  const send = dialog.getByRole('button', { name: t.form.send });

  await send.click();
  await expect(dialog.getByRole('alert')).toHaveText(t.validation.messageRequired);
  await expect(question).toBeFocused();

  await question.fill('Bitte rufen Sie mich zurück.');
  await dialog.getByRole('radio', { name: t.form.contactTypes.PHONE }).check();
  await send.click();
  await expect(dialog.getByRole('alert')).toHaveText(t.validation.phoneRequired);
  await expect(phone).toBeFocused();
  await expect(phone).toHaveAttribute('aria-invalid', 'true');
  await expectAccessible(page);

  await dialog.getByRole('radio', { name: t.form.contactTypes.EMAIL }).check();
  await expect(dialog.getByRole('alert')).toHaveCount(0);
  // A small attachment tells its size in kB, not '0 MB'.
  await dialog.locator('input[type="file"]').setInputFiles({
    name: 'notiz.txt',
    mimeType: 'text/plain',
    buffer: Buffer.alloc(3 * 1024, 'a'),
  });
  await expect(dialog.getByRole('list', { name: t.form.attachments })).toContainText('notiz.txt3 kB');
  await expect(dialog.getByText(t.validation.phoneRequired)).toHaveCount(0);
  await expect(phone).toHaveAttribute('aria-invalid', 'false');
});

test('a form opened again shows no error of the last attempt, on this page or another', async ({
  sharedPage: page,
}) => {
  await page.goto('/');
  let dialog = await openSupport(page);
  await dialog.getByRole('radio', { name: t.form.reasons.GENERAL }).check();
  await expect(dialog.getByRole('textbox', { name: t.form.recipient })).toHaveValue(t.form.supportTeam);
  await dialog.getByRole('button', { name: t.form.send }).click();
  await expect(dialog.getByRole('alert')).toHaveText(t.validation.messageRequired);
  await dialog.getByRole('button', { name: 'Schließen' }).click();
  await expect(dialog).toBeHidden();

  dialog = await openSupport(page);
  await expect(dialog.getByRole('textbox', { name: /Ihre Frage/ })).toBeVisible();
  await expect(dialog.getByRole('alert')).toHaveCount(0);
  await expect(dialog.getByText(t.validation.messageRequired)).toHaveCount(0);
  await dialog.getByRole('button', { name: t.form.send }).click();
  await expect(dialog.getByRole('alert')).toHaveText(t.validation.messageRequired);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();

  await card(page, 'Vertriebssteuerung').getByRole('link', { name: 'Vertriebsübersicht' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Vertriebsübersicht' })).toBeVisible();
  dialog = await openSupport(page);
  await expect(dialog.getByRole('textbox', { name: /Ihre Frage/ })).toBeVisible();
  await expect(dialog.getByRole('alert')).toHaveCount(0);
  await expect(dialog.getByText(t.validation.messageRequired)).toHaveCount(0);
  await expectAccessible(page);
});
