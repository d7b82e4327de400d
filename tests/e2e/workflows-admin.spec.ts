import type { BrowserContext, Page } from '@playwright/test';
import { adminRoutes } from '@shared/routes';
import { portalTexts } from '@shared/texts';
import { expectGermanAccessibleScreen } from './support/adminScreen';
import { startServer, type E2eServer } from './support/server';
import { expect, expectAccessible, test } from './support/fixtures';
import { fixtureUsers } from './support/users';

/**
 * The Wizardkonfiguration as anna.admin on a server of its own: a workflow created there is in the portal menu
 * at once, its page walks the steps in the configured order, and a later rename reaches an open portal tab.
 */
test.describe.configure({ mode: 'serial', timeout: 120_000 });
const slowExpect = expect.configure({ timeout: 20_000 });

let server: E2eServer;
let anna: BrowserContext;

test.beforeAll(async ({ browser }) => {
  server = await startServer();
  anna = await server.contextAs(browser, fixtureUsers.anna);
});
test.afterAll(() => server.stop());

const workflowName = 'Prüfablauf Quartalsbericht';
const renamed = 'Prüfablauf Quartalsbericht (neu)';
/** In the order they are typed; the test then moves 'Benutzerdaten prüfen' to the top. */
const typedSteps = [
  { name: 'Handbuch lesen', stepId: 'handbuch', href: '/docs' },
  { name: 'Benutzerdaten prüfen', stepId: 'profil', href: '/profile' },
  { name: 'Kreditprozess ansehen', stepId: 'kredit', href: '/workflow?workflow=2' },
];
const walkedSteps = [typedSteps[1], typedSteps[0], typedSteps[2]].map((step) => step?.name ?? '');

const openMenu = async (page: Page) => {
  await page.getByRole('banner').getByRole('button', { name: portalTexts.header.openMenu }).click();
  const drawer = page.getByRole('dialog', { name: portalTexts.menu.title });
  await expect(drawer).toBeVisible();
  return drawer;
};

test('a workflow created in the Wizardkonfiguration with reordered steps and documentation', async () => {
  const page = await anna.newPage();
  await page.goto('/admin/workflows/configure/create');
  await slowExpect(page.getByRole('heading', { level: 2, name: 'Anlegen' })).toBeVisible();
  await page.getByRole('textbox', { name: /^Name\s*\*?$/ }).fill(workflowName);
  await page.getByLabel('Dokumentation (HTML)').fill('<p>Vor dem <strong>Quartalsbericht</strong> prüfen.</p>');
  for (const [index, step] of typedSteps.entries()) {
    await page.getByRole('button', { name: 'Hinzufügen' }).click();
    await page.getByLabel('Name des Schritts').nth(index).fill(step.name);
    await page.getByLabel('Schritt-ID').nth(index).fill(step.stepId);
    await page
      .getByLabel(/^Link/)
      .nth(index)
      .fill(index === 2 ? 'javascript:alert(1)' : step.href);
  }
  const preview = page.getByRole('region', { name: 'Vorschau der Dokumentation' });
  await expect(preview.getByText('Quartalsbericht')).toHaveJSProperty('tagName', 'STRONG');
  await expectAccessible(page);

  await page.getByRole('button', { name: 'Speichern' }).click();
  await expect(page.getByText('Ein Pfad im Portal (beginnt mit /) oder eine http(s)-Adresse')).toBeVisible();
  await page
    .getByLabel(/^Link/)
    .nth(2)
    .fill(typedSteps[2]?.href ?? '');
  await page.getByRole('button', { name: 'Nach oben' }).nth(1).click();
  await expect(page.getByLabel('Name des Schritts').first()).toHaveValue('Benutzerdaten prüfen');
  await page.getByRole('button', { name: 'Speichern' }).click();
  await slowExpect(page.getByText('Eintrag angelegt')).toBeVisible();
  await slowExpect(page.getByRole('cell', { name: workflowName, exact: true })).toBeVisible();

  await page.goto('/admin/workflows/documentation');
  const section = page.getByRole('region', { name: workflowName });
  await slowExpect(section).toBeVisible();
  await expect(section.getByText('Quartalsbericht', { exact: true })).toHaveJSProperty('tagName', 'STRONG');
  await expect(section.getByRole('listitem')).toHaveText(walkedSteps.map((name) => new RegExp(name)));
  await expectAccessible(page);
  await page.close();
});

test('the new workflow is in the portal menu and its page walks the steps in order', async () => {
  const page = await anna.newPage();
  await page.goto('/');
  const drawer = await openMenu(page);
  await drawer.getByRole('link', { name: workflowName }).click();
  const heading = page.getByRole('heading', { level: 1, name: portalTexts.workflows.pageTitle(workflowName) });
  await slowExpect(heading).toBeVisible();
  await expect(page.getByRole('main')).toContainText('Vor dem Quartalsbericht prüfen.');
  const steps = page.getByRole('main').getByRole('list').last().getByRole('listitem');
  await expect(steps).toHaveText(walkedSteps.map((name, index) => new RegExp(`${index + 1}\\s*${name}`)));
  await expectAccessible(page);

  const workflowUrl = page.url();
  const expectedUrls = [/\/profile$/, /\/docs$/, /\/workflow\?workflow=2$/];
  for (const [index, name] of walkedSteps.entries()) {
    await page.getByRole('main').getByRole('link', { name }).click();
    await expect(page).toHaveURL(expectedUrls[index] ?? /never/);
    await page.goto(workflowUrl);
    await slowExpect(heading).toBeVisible();
  }
  await page.close();
});

test('a rename in the Wizardkonfiguration reaches a portal tab that is already open', async () => {
  const portal = await anna.newPage();
  await portal.goto('/');
  await expect(await openMenu(portal)).toContainText(workflowName);
  await portal.keyboard.press('Escape');

  const admin = await anna.newPage();
  await admin.goto('/admin/workflows/configure');
  await slowExpect(admin.getByRole('cell', { name: workflowName, exact: true })).toBeVisible();
  await admin.getByRole('cell', { name: workflowName, exact: true }).click();
  await slowExpect(admin.getByRole('heading', { level: 2, name: 'Bearbeiten' })).toBeVisible();
  await admin.getByRole('textbox', { name: /^Name\s*\*?$/ }).fill(renamed);
  await admin.getByRole('button', { name: 'Speichern' }).click();
  await slowExpect(admin.getByRole('cell', { name: renamed, exact: true })).toBeVisible();
  await admin.close();

  // Moving inside the open portal (no reload) is enough for the menu to show the new name.
  const drawer = await openMenu(portal);
  await drawer.getByRole('link', { name: 'Kreditprozess Firmenkunden' }).click();
  await slowExpect(portal.getByRole('heading', { level: 1, name: /Kreditprozess Firmenkunden/ })).toBeVisible();
  await expect(await openMenu(portal)).toContainText(renamed);
  await portal.close();
});

for (const route of adminRoutes.filter((candidate) => candidate.section === 'wizard')) {
  test(`${route.title} (${route.path}) is German and accessible`, async () => {
    const page = await anna.newPage();
    await expectGermanAccessibleScreen(page, route);
    await page.close();
  });
}
