import { adminTexts } from '@shared/texts';
import { startServer, type E2eServer } from './support/server';
import { expect, expectAccessible, test } from './support/fixtures';
import { fixtureUsers } from './support/users';

/** A notification saved without 'Gültig ab', on a server of its own since it adds one. */
test.describe.configure({ timeout: 90_000 });
const slowExpect = expect.configure({ timeout: 20_000 });

let server: E2eServer;
test.beforeAll(async () => {
  server = await startServer();
});
test.afterAll(() => server.stop());

test('a notification saved without "Gültig ab" is one of the two a user sees, and the editor says so', async ({
  browser,
}) => {
  const title = 'Neue Auswertung zum Jahresabschluss';
  const editor = await (await server.contextAs(browser, fixtureUsers.anna)).newPage();
  await editor.goto('/systemSettings/notifications/create');
  await slowExpect(editor.getByRole('heading', { level: 2, name: 'Anlegen' })).toBeVisible();
  await editor.getByLabel('Titel').fill(title);
  await editor.getByLabel('Nachricht (HTML)').fill('<p>Die Auswertung steht ab sofort im Controlling bereit.</p>');
  await expect(editor.getByLabel('Gültig ab')).toHaveValue('');
  await editor.getByRole('button', { name: 'Speichern' }).click();
  await slowExpect(editor.getByText('Eintrag angelegt')).toBeVisible();

  const portal = await server.newPageAs(browser, fixtureUsers.max);
  const notifications = portal.getByRole('region', { name: 'Hinweise' }).getByRole('region');
  await expect(notifications).toHaveCount(2);
  await expect(notifications.nth(0)).toHaveAccessibleName(title);
  await expect(notifications.nth(0)).toContainText('Die Auswertung steht ab sofort im Controlling bereit.');
  await expect(notifications.nth(1)).toHaveAccessibleName('Regelmäßiges Wartungsfenster');
  await expectAccessible(portal);
  await portal.context().close();

  const shown = editor.getByRole('region', { name: adminTexts.notifications.shownHeading });
  const forEveryone = shown.getByRole('list', { name: adminTexts.notifications.shownForEveryone });
  await expect(forEveryone.getByRole('listitem')).toHaveText([`„${title}“`, '„Regelmäßiges Wartungsfenster“']);
  await expect(shown.getByRole('list', { name: adminTexts.notifications.shownTargeted })).toContainText(
    '„Hinweis für die Sparkasse Musterstadt“',
  );
  // The save's notification hides itself after 4 s, about when the portal part above is done on a busy machine:
  // axe caught it half faded once (colour contrast). The editor is checked once it has gone.
  await slowExpect(editor.getByText('Eintrag angelegt')).toBeHidden();
  await expectAccessible(editor);
});
