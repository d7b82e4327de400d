import { supportTexts } from '@shared/texts';
import { failedRequest } from './support/consoleGuard';
import { expect, expectAccessible, test } from './support/fixtures';
import { fixtureUsers, storageStateOf } from './support/users';

/** The report URL check of docs/requirements/behaviour.md, docs/requirements/validation.md, as an admin on the shared server. */
test.use({ storageState: storageStateOf(fixtureUsers.anna) });
const t = supportTexts.urlCheck;

test('the report URL check refuses an empty field, a double modules/ and an unknown report, and explains a valid URL', async ({
  page,
  baseURL,
  expectConsoleMessages,
}) => {
  expectConsoleMessages(...failedRequest(404, '/backend/admin/lookupcheck/modules/2/reports/9999'));
  await page.goto('/admin/ReportUrlCheck');
  const dialog = page.getByRole('dialog', { name: t.title });
  await expect(dialog).toBeVisible();
  const field = dialog.getByRole('textbox', { name: t.field });
  const check = dialog.getByRole('button', { name: t.check });

  await check.click();
  await expect(dialog.getByText(t.required, { exact: true })).toBeVisible();
  await expectAccessible(page);

  await field.fill(`${baseURL}/modules/2/reports/1/modules/3`);
  await expect(dialog.getByText(t.invalid, { exact: true })).toBeVisible();
  await check.click();
  await expect(dialog.getByText(t.invalid, { exact: true })).toBeVisible();

  await field.fill(`${baseURL}/modules/2/reports/9999`);
  await check.click();
  await expect(dialog.getByText(t.rejected, { exact: true })).toBeVisible();

  await field.fill(`${baseURL}/modules/2/reports/1`);
  await check.click();
  const result = dialog.getByRole('region', { name: t.result });
  await expect(result).toContainText('Vertriebsübersicht');
  await expect(result).toContainText('Vertriebssteuerung');
  await expect(result).toContainText('vertriebscontrolling@sparkassen-portal.example');
  await expect(result).toContainText(t.answer.accountCount);
  await expect(dialog.getByText(t.rejected)).toHaveCount(0);
  await expectAccessible(page);

  await dialog.getByRole('button', { name: 'Schließen' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('heading', { level: 1, name: 'Report URL Check' })).toBeVisible();
});
