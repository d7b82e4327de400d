import type { AuthProvider } from 'react-admin';
import { TransportError } from '@shared/api/transportError';
import { browser } from '@shared/auth/browser';
import { loadUserData, logout, startLogin } from '@shared/auth/loginFlow';
import { sessionState } from '@shared/auth/sessionState';
import { clearTokens, readAccessToken } from '@shared/auth/tokenStorage';
import { adminRouteOfResource } from '@shared/routes';
import { mayOpenAdminRoute } from '@shared/routes/adminRouteAccess';
import type { UserData } from '@shared/schemas/userData';

/** Rejection that tells react-admin not to show its own login page: the browser is on its way to sign in. */
const signingIn = { redirectTo: false, message: false, logoutUser: false } as const;

const signIn = () => {
  startLogin(browser.currentPath(), 'admin');
  return signingIn;
};

const currentUser = async (): Promise<UserData> => sessionState.get().userData ?? loadUserData();

const statusOf = (error: unknown): number | undefined =>
  error instanceof TransportError ? error.status : (error as { status?: number } | undefined)?.status;

const namesFields = (error: unknown): boolean => {
  const errors = (error as { body?: { errors?: unknown } } | undefined)?.body?.errors;
  return typeof errors === 'object' && errors !== null && !Array.isArray(errors) && Object.keys(errors).length > 0;
};

/** react-admin's side of the one session both entries share (src/shared/auth). */
export const authProvider: AuthProvider = {
  async login() {
    throw signIn();
  },
  async logout() {
    if (readAccessToken()) await logout();
    return false;
  },
  async checkAuth() {
    if (!readAccessToken()) throw signIn();
    try {
      await currentUser();
    } catch (error) {
      if (statusOf(error) === 401) {
        clearTokens();
        throw signIn();
      }
      throw error;
    }
  },
  async checkError(error: unknown) {
    const status = statusOf(error);
    if (status === 401) {
      clearTokens();
      throw signIn();
    }
    // A 403 that names fields refuses this one change (shown at the fields), not the section.
    if (status === 403 && !namesFields(error)) {
      throw { redirectTo: '/admin/kein-zugriff', logoutUser: false, message: false };
    }
  },
  async getIdentity() {
    const user = await currentUser();
    return { id: user.username, fullName: user.name };
  },
  async getPermissions() {
    return currentUser();
  },
  async canAccess({ resource }) {
    const route = adminRouteOfResource(resource);
    if (!route) return false;
    return mayOpenAdminRoute(await currentUser(), route);
  },
};
