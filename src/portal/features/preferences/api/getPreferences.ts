import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiGetParsed, apiPut } from '@shared/api';
import { portalApiPaths } from '@shared/portalApi/paths';
import type { preferencesSchema } from './preferencesSchema';

export type Preferences = z.infer<typeof preferencesSchema>;

export const preferencesQuery = queryOptions({
  queryKey: ['preferences'],
  queryFn: async () =>
    apiGetParsed(portalApiPaths.preferences, async () => (await import('./preferencesSchema')).preferencesSchema),
  staleTime: 5 * 60_000,
});

/** The signed-in user's own settings (key → value). */
export const usePreferences = () => useQuery(preferencesQuery);

/** Stores one setting; the cached map changes at once and is refetched afterwards. */
export function useSavePreference<T extends z.core.util.JSONType>(key: string, onError: (error: unknown) => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (value: T) => apiPut(`${portalApiPaths.preferences}/${encodeURIComponent(key)}`, { value }),
    onMutate: async (value: T) => {
      await queryClient.cancelQueries(preferencesQuery);
      const before = queryClient.getQueryData(preferencesQuery.queryKey);
      queryClient.setQueryData(preferencesQuery.queryKey, { ...before, [key]: value });
      return { before };
    },
    onError: (error, _value, context) => {
      queryClient.setQueryData(preferencesQuery.queryKey, context?.before);
      onError(error);
    },
    onSettled: () => queryClient.invalidateQueries(preferencesQuery),
  });
}
