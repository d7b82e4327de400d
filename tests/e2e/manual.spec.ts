import { storageKeys } from '@shared/auth/storageKeys';
import { failedRequest } from './support/consoleGuard';
import { expect, expectAccessible, test } from './support/fixtures';
import { fixtureUsers, storageStateOf } from './support/users';

test.use({ storageState: storageStateOf(fixtureUsers.max) });

test('tree, breadcrumbs and an attachment image of a manual page', async ({ sharedPage: page }) => {
  await page.goto('/docs/1003');
  await expect(page.getByRole('heading', { level: 1, name: 'Das Dashboard' })).toBeVisible();
  const crumbs = page.getByRole('navigation', { name: 'Position im Handbuch' });
  await expect(crumbs.getByRole('link')).toHaveText(['Handbuch Kommunikationswelt Radar', 'Erste Schritte']);
  await expect(crumbs.getByText('Das Dashboard')).toHaveAttribute('aria-current', 'page');
  const image = page.getByRole('img', { name: 'Aufbau der Startseite mit Kopfzeile, Filtern und Modulkacheln' });
  await expect(image).toHaveAttribute('src', /^blob:/);
  await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
  await expectAccessible(page);

  // The tree is open along the current page's path only; arrow keys move, ArrowRight opens, Enter opens a page.
  const tree = page.getByRole('tree', { name: 'Inhalt des Handbuchs' });
  // x-tree-view marks its selected item with aria-checked.
  await expect(tree.getByRole('treeitem', { name: 'Das Dashboard' })).toHaveAttribute('aria-checked', 'true');
  await expect(tree.getByRole('treeitem', { name: 'Konten wechseln' })).not.toBeVisible();
  const reports = tree.getByRole('treeitem', { name: 'Arbeiten mit Berichten' });
  await expect(reports).toHaveAttribute('aria-expanded', 'false');
  await tree.getByRole('treeitem', { name: 'Das Dashboard' }).focus();
  while (!(await reports.evaluate((item) => item === document.activeElement))) await page.keyboard.press('ArrowDown');
  await page.keyboard.press('ArrowRight');
  await expect(reports).toHaveAttribute('aria-expanded', 'true');
  await page.keyboard.press('ArrowDown'); // 'Berichte öffnen', closed
  await page.keyboard.press('ArrowDown');
  await expect(tree.getByRole('treeitem', { name: 'Konten wechseln' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/docs\/1008$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Konten wechseln' })).toBeFocused();
  await expect(page.getByRole('heading', { level: 1, name: 'Konten wechseln' })).toBeVisible();
  await expect(crumbs.getByRole('link')).toHaveText(['Handbuch Kommunikationswelt Radar', 'Arbeiten mit Berichten']);
});

test('on a phone the page comes first; contents and search wait in a closed section', async ({ sharedPage: page }) => {
  await page.setViewportSize({ width: 375, height: 800 });
  await page.goto('/docs/1003');
  await expect(page.getByRole('heading', { level: 1, name: 'Das Dashboard' })).toBeInViewport();
  const section = page.getByRole('button', { name: 'Inhalt und Suche' });
  await expect(section).toHaveAttribute('aria-expanded', 'false');
  await expect(page.getByRole('tree', { name: 'Inhalt des Handbuchs' })).not.toBeVisible();
  await expectAccessible(page);
  await section.click();
  await page.getByRole('tree', { name: 'Inhalt des Handbuchs' }).getByRole('treeitem', { name: 'Anmeldung' }).click();
  await expect(page).toHaveURL(/\/docs\/1002$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Anmeldung' })).toBeInViewport();
  await expect(section).toHaveAttribute('aria-expanded', 'false');
});

test('search finds pages German-style: umlauts, case, word beginnings', async ({ sharedPage: page }) => {
  await page.goto('/docs');
  await expect(page.getByRole('heading', { level: 1, name: 'Handbuch Kommunikationswelt Radar' })).toBeVisible();
  await page.getByRole('textbox', { name: 'Im Handbuch suchen' }).fill('schluessel-wert');
  await page.getByRole('button', { name: 'Suchen' }).click();
  const results = page.getByRole('region', { name: /Treffer für „schluessel-wert“/ });
  await expect(results.getByRole('link').first()).toContainText('Systemeinstellungen');
  await page.getByRole('textbox', { name: 'Im Handbuch suchen' }).fill('FAVO');
  await page.getByRole('button', { name: 'Suchen' }).click();
  await expect(page.getByRole('region', { name: /FAVO/ }).getByRole('link').first()).toContainText(
    'Module und Favoriten',
  );
  await expectAccessible(page);
  await page.getByRole('region', { name: /FAVO/ }).getByRole('link').first().click();
  await expect(page.getByRole('heading', { level: 1, name: 'Module und Favoriten' })).toBeVisible();
});

test('a page restricted to another organisation role is absent for max.muster and refused by the server', async ({
  sharedPage: page,
  expectConsoleMessages,
}) => {
  expectConsoleMessages(
    ...failedRequest(403, '/backend/api/confluence/v1/content'),
    ...failedRequest(403, '/backend/api/shared/confluence/v1/attachment'),
  );
  await page.goto('/docs');
  const tree = page.getByRole('tree', { name: 'Inhalt des Handbuchs' });
  await expect(tree.getByRole('treeitem', { name: 'Glossar' })).toBeVisible();
  await expect(tree.getByRole('treeitem', { name: 'Verbandsauswertungen' })).toHaveCount(0);
  await page.getByRole('textbox', { name: 'Im Handbuch suchen' }).fill('Betriebsvergleich');
  await page.getByRole('button', { name: 'Suchen' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Betriebsvergleich' })).toBeVisible();
  await expect(page.getByRole('link', { name: /Methodik des Betriebsvergleichs/ })).toHaveCount(0);

  await page.goto('/docs/1025');
  await expect(page.getByRole('alert').filter({ hasText: 'Seiteninhalte konnten nicht geladen werden' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: 'Methodik des Betriebsvergleichs' })).toHaveCount(0);
  await expectAccessible(page);
  const status = await page.evaluate(async (key) => {
    const headers = { Authorization: `Bearer ${localStorage.getItem(key) ?? ''}` };
    const content = await fetch('/backend/api/confluence/v1/content?pageId=1025', { headers });
    const attachments = await fetch('/backend/api/shared/confluence/v1/attachment?pageId=1024', { headers });
    return [content.status, attachments.status];
  }, storageKeys.accessToken);
  expect(status).toEqual([403, 403]);
});

test("a restricted page shows the server's German reason, without a code, a path or a status", async ({
  sharedPage: page,
  expectConsoleMessages,
}) => {
  expectConsoleMessages(
    ...failedRequest(403, '/backend/api/confluence/v1/content'),
    ...failedRequest(403, '/backend/api/shared/confluence/v1/attachment'),
  );
  await page.goto('/docs/1024');
  await expect(
    page.getByRole('alert').filter({ hasText: 'Diese Handbuchseite ist für Sie nicht freigegeben.' }).first(),
  ).toBeVisible();
  await expect(page.getByText(/FORBIDDEN|Abfrage:|manual\/page|\b403\b/)).toHaveCount(0);
  await expectAccessible(page);
});
