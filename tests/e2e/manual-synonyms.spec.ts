import { adminRoutes } from '@shared/routes';
import { expectGermanAccessibleScreen } from './support/adminScreen';
import { startServer, type E2eServer } from './support/server';
import { expect, test } from './support/fixtures';
import { fixtureUsers } from './support/users';

/** The manual admin's synonym groups, which the manual search and the assistant read questions with. */
test.describe.configure({ mode: 'serial', timeout: 240_000 });
const slowExpect = expect.configure({ timeout: 20_000 });

let server: E2eServer;
test.beforeAll(async () => {
  server = await startServer();
});
test.afterAll(async () => {
  await server.stop();
});

test('a manual admin adds a synonym group, and the manual search then finds the page by the new word', async ({
  browser,
}) => {
  const max = await (await server.contextAs(browser, fixtureUsers.max)).newPage();
  const search = async (term: string) => {
    await max.goto('/docs');
    await max.getByRole('textbox', { name: 'Im Handbuch suchen' }).fill(term);
    await max.getByRole('button', { name: 'Suchen' }).click();
    return max.getByRole('region', { name: new RegExp(`Treffer für „${term}“`) });
  };
  await search('Bookmark');
  await expect(max.getByText('Keine Treffer für „Bookmark“.')).toBeVisible();

  const hanna = await (await server.contextAs(browser, fixtureUsers.hanna)).newPage();
  const route = adminRoutes.find((candidate) => candidate.path === '/admin/manual/ManualSynonyms');
  if (!route) throw new Error('Der Handbuch-Synonyme-Bildschirm fehlt in adminRoutes');
  await expectGermanAccessibleScreen(hanna, route);
  const words = hanna.getByRole('textbox', { name: 'Gleichbedeutende Wörter (durch Kommas getrennt)' });
  await words.fill('Bookmark');
  await hanna.getByRole('button', { name: 'Speichern' }).click();
  await slowExpect(hanna.getByText('Mindestens zwei Wörter, durch Kommas getrennt')).toBeVisible();
  await words.fill('Lesezeichen, Bookmark');
  await hanna.getByRole('button', { name: 'Speichern' }).click();
  await slowExpect(hanna.getByRole('heading', { level: 2, name: 'Anlegen' })).toHaveCount(0);

  await expect((await search('Bookmark')).getByRole('link').first()).toContainText('Berichte öffnen');
});
