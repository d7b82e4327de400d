import { QueryCache, QueryClient } from '@tanstack/react-query';
import { alertMessage } from '../api/errorDetail';
import { texts } from '../texts';

declare module '@tanstack/react-query' {
  interface Register {
    queryMeta: {
      /** The feature shows its own error alert for this query, so the global one stays quiet. */
      ownErrorAlert?: boolean;
    };
  }
}

/** Query defaults of docs/requirements/limits.md. */
export const QUERY_RETRIES = 2;
export const QUERY_RETRY_DELAY_MS = 1000;
export const QUERY_GC_TIME_MS = 5 * 60 * 1000;
/** Suspense queries stay fresh this long; TanStack Query enforces exactly this minimum for suspense itself. */
export const SUSPENSE_STALE_TIME_MS = 1000;

/**
 * 'Fehler beim Datenabruf' with the error detail. The specification extends it with the query key; a user cannot
 * act on a key such as `manual/page/1024`, so it is left out (decision 024).
 */
export const queryErrorAlert = (error: unknown): string => alertMessage(texts.query.fetchError, error);

/** The one query client of an entry; `showError` shows the global error alert (the snackbar). */
export function createRadarQueryClient(showError: (message: string) => void): QueryClient {
  return new QueryClient({
    queryCache: new QueryCache({
      onError: (error, query) => {
        if (!query.meta?.ownErrorAlert) showError(queryErrorAlert(error));
      },
    }),
    defaultOptions: {
      queries: { retry: QUERY_RETRIES, retryDelay: QUERY_RETRY_DELAY_MS, gcTime: QUERY_GC_TIME_MS },
    },
  });
}
