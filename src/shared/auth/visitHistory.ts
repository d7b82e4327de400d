import { storageKeys } from './storageKeys';

const SEPARATOR = '|';

export function readVisitHistory(): string[] {
  const raw = sessionStorage.getItem(storageKeys.historyItems);
  return raw ? raw.split(SEPARATOR).filter(Boolean) : [];
}

/**
 * Keeps the visited paths of this tab in session storage (docs/requirements/behaviour.md): the root clears the history,
 * and a path identical to the last one is not appended.
 */
export function recordVisit(path: string): string[] {
  if (path === '/') {
    sessionStorage.setItem(storageKeys.historyItems, '');
    return [];
  }
  const history = readVisitHistory();
  const entry = path.replaceAll(SEPARATOR, encodeURIComponent(SEPARATOR));
  if (history[history.length - 1] !== entry) history.push(entry);
  sessionStorage.setItem(storageKeys.historyItems, history.join(SEPARATOR));
  return history;
}
