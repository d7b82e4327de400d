import type { Page } from '@playwright/test';
import type { FixtureUser } from './users';

/** Fills the identity provider's German login form, as a user would. */
export async function signInThroughLoginPage(page: Page, user: FixtureUser, password = 'test'): Promise<void> {
  await page.getByLabel('Benutzername').fill(user.username);
  await page.getByLabel('Passwort').fill(password);
  await page.getByRole('button', { name: 'Anmelden' }).click();
}
