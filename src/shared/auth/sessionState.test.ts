// @vitest-environment jsdom
import type { UserData } from '../schemas/userData';
import { sessionState } from './sessionState';

const userData = (roles: Pick<UserData, 'admin' | 'gaAdmin' | 'gaCustAdmin'>): UserData => ({
  name: 'Erika Mustermann',
  username: 'emustermann',
  zbvUserId: 4711,
  roles: ['redakteur'],
  zbvRoles: [],
  organisationName: 'Beispiel GmbH',
  organisationId: 12,
  emailAddress: 'erika@example.org',
  ...roles,
});

beforeEach(() => {
  sessionState.reset();
});

describe('sessionState', () => {
  it('starts logged out without roles or user data', () => {
    expect(sessionState.get()).toEqual({ isLoggedIn: false, isAdmin: false, isGaAdmin: false, isGaCustAdmin: false });
  });

  it.each([
    { admin: true, gaAdmin: false, gaCustAdmin: false },
    { admin: false, gaAdmin: true, gaCustAdmin: false },
    { admin: false, gaAdmin: false, gaCustAdmin: true },
    { admin: true, gaAdmin: true, gaCustAdmin: true },
  ])('login sets logged-in and copies the role flags %o', (roles) => {
    const data = userData(roles);
    sessionState.login(data);
    expect(sessionState.get()).toEqual({
      isLoggedIn: true,
      userData: data,
      isAdmin: roles.admin,
      isGaAdmin: roles.gaAdmin,
      isGaCustAdmin: roles.gaCustAdmin,
    });
  });

  it('a second login replaces the role flags of the first', () => {
    sessionState.login(userData({ admin: true, gaAdmin: true, gaCustAdmin: true }));
    sessionState.login(userData({ admin: false, gaAdmin: false, gaCustAdmin: false }));
    expect(sessionState.get()).toMatchObject({ isAdmin: false, isGaAdmin: false, isGaCustAdmin: false });
  });

  it('logout sets logged-in false and clears only the admin flag', () => {
    const data = userData({ admin: true, gaAdmin: true, gaCustAdmin: true });
    sessionState.login(data);
    sessionState.logout();
    expect(sessionState.get()).toEqual({
      isLoggedIn: false,
      userData: data,
      isAdmin: false,
      isGaAdmin: true,
      isGaCustAdmin: true,
    });
  });

  it('setLoggedIn sets only the flag', () => {
    const data = userData({ admin: true, gaAdmin: false, gaCustAdmin: true });
    sessionState.login(data);
    sessionState.setLoggedIn(false);
    expect(sessionState.get()).toEqual({
      isLoggedIn: false,
      userData: data,
      isAdmin: true,
      isGaAdmin: false,
      isGaCustAdmin: true,
    });
    sessionState.setLoggedIn(true);
    expect(sessionState.get().isLoggedIn).toBe(true);
  });

  it('setLoggedIn(true) works without user data', () => {
    sessionState.setLoggedIn(true);
    expect(sessionState.get()).toEqual({ isLoggedIn: true, isAdmin: false, isGaAdmin: false, isGaCustAdmin: false });
  });

  it('reset returns to the state of a fresh page', () => {
    sessionState.login(userData({ admin: true, gaAdmin: true, gaCustAdmin: true }));
    sessionState.reset();
    expect(sessionState.get()).toEqual({ isLoggedIn: false, isAdmin: false, isGaAdmin: false, isGaCustAdmin: false });
  });

  it('notifies subscribers on every change until they unsubscribe', () => {
    const listener = vi.fn<() => void>();
    const unsubscribe = sessionState.subscribe(listener);
    sessionState.login(userData({ admin: false, gaAdmin: false, gaCustAdmin: false }));
    sessionState.logout();
    sessionState.setLoggedIn(true);
    expect(listener).toHaveBeenCalledTimes(3);
    unsubscribe();
    sessionState.setLoggedIn(false);
    expect(listener).toHaveBeenCalledTimes(3);
  });
});
