import { onlineManager } from '@tanstack/react-query';

/**
 * Once the session ended its tokens are gone and every request would fail with 401: TanStack Query (the portal's and
 * react-admin's alike) is told it is offline, so polls, retries and refetches wait instead of failing behind the
 * 'Warnung' dialog. 'Aktualisieren' loads the page anew, which starts online again.
 */
export function stopFetching(): void {
  // The browser's own online event would otherwise resume fetching.
  onlineManager.setEventListener(() => undefined);
  onlineManager.setOnline(false);
}
