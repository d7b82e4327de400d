import type { Page } from '@playwright/test';
import { storageKeys } from '@shared/auth/storageKeys';
import type { FixtureUser } from './users';

/** Fills the identity provider's German login form, as a user would (also a bench's generated user). */
export async function signInThroughLoginPage(page: Page, user: { username: string }, password = 'test'): Promise<void> {
  await page.getByLabel('Benutzername').fill(user.username);
  await page.getByLabel('Passwort').fill(password);
  await page.getByRole('button', { name: 'Anmelden' }).click();
}

/**
 * Opens `start` signed out (a path, or an address on another server), signs in through the login page and waits
 * for the page the user comes back to: the back office's first heading, or the portal's greeting.
 */
export async function signIn(page: Page, user: FixtureUser, start = '/'): Promise<void> {
  await page.goto(start);
  await signInThroughLoginPage(page, user);
  if (new URL(start, 'http://localhost').pathname.startsWith('/admin')) {
    await page.waitForURL(/\/admin/);
    await page.getByRole('heading', { level: 1 }).first().waitFor();
  } else {
    await page.getByRole('heading', { level: 1, name: `Hallo, ${user.name}!` }).waitFor();
  }
}

/** The bearer header of the user signed in on the page, for calls a test makes through the API. */
export async function bearerOf(page: Page): Promise<Record<string, string>> {
  const token = await page.evaluate((key) => localStorage.getItem(key), storageKeys.accessToken);
  if (!token) throw new Error('Kein Zugriffstoken im Browser');
  return { Authorization: `Bearer ${token}` };
}
