import { useSyncExternalStore } from 'react';
import type { UserData } from '../schemas/userData';

/** Session state of docs/requirements/entities.md. */
export interface SessionState {
  isLoggedIn: boolean;
  userData?: UserData;
  isAdmin: boolean;
  isGaAdmin: boolean;
  isGaCustAdmin: boolean;
}

const initialState: SessionState = { isLoggedIn: false, isAdmin: false, isGaAdmin: false, isGaCustAdmin: false };
let state: SessionState = initialState;
const listeners = new Set<() => void>();

const update = (next: SessionState) => {
  state = next;
  listeners.forEach((listener) => listener());
};

export const sessionState = {
  get: (): SessionState => state,
  subscribe(listener: () => void): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  /** Logging in with user data sets logged-in and copies the three role flags. */
  login(userData: UserData): void {
    update({
      isLoggedIn: true,
      userData,
      isAdmin: userData.admin,
      isGaAdmin: userData.gaAdmin,
      isGaCustAdmin: userData.gaCustAdmin,
    });
  },
  /** Logging out sets logged-in to false and clears only the admin flag (docs/requirements/behaviour.md). */
  logout(): void {
    update({ ...state, isLoggedIn: false, isAdmin: false });
  },
  setLoggedIn(isLoggedIn: boolean): void {
    update({ ...state, isLoggedIn });
  },
  /** For tests: back to the state of a fresh page. */
  reset(): void {
    update(initialState);
  },
};

export const useSessionState = (): SessionState =>
  useSyncExternalStore(sessionState.subscribe, sessionState.get, sessionState.get);
