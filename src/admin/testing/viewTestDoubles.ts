import type { AuthProvider } from 'react-admin';
import type { UserData } from '@shared/schemas';

/** The auth provider of a signed-in user whose permissions are `userData`, for a back-office view rendered alone. */
export const signedInAuthProvider = (userData: UserData): AuthProvider => ({
  login: () => Promise.resolve(),
  logout: () => Promise.resolve(),
  checkAuth: () => Promise.resolve(),
  checkError: () => Promise.resolve(),
  getPermissions: () => Promise.resolve(userData),
});

/** jsdom has no ResizeObserver; the grid and the charts get one that never reports (`vi.stubGlobal`). */
export class NoResizeObserver {
  observe() {}
  unobserve() {}
  disconnect() {}
}
