import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { apiGet, apiPut } from '@shared/api';
import { portalApiPaths } from '@shared/portalApi/paths';

export type Preferences = Readonly<Record<string, unknown>>;

export const preferencesQueryKey = ['radar', 'preferences'] as const;

/** The signed-in user's settings (theme, grid columns, …), loaded once per session. */
export const usePreferences = () =>
  useQuery({
    queryKey: preferencesQueryKey,
    queryFn: () => apiGet<Preferences>(portalApiPaths.preferences),
    staleTime: Infinity,
  });

/** Stores one setting for the signed-in user and keeps the loaded map in step. */
export function useSavePreference(): (key: string, value: unknown) => Promise<void> {
  const queryClient = useQueryClient();
  return useCallback(
    async (key: string, value: unknown) => {
      queryClient.setQueryData<Preferences>(preferencesQueryKey, (old) => ({ ...old, [key]: value }));
      await apiPut(`${portalApiPaths.preferences}/${encodeURIComponent(key)}`, { value });
    },
    [queryClient],
  );
}
