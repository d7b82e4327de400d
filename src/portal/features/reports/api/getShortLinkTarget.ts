import { useQuery } from '@tanstack/react-query';
import { apiGet } from '@shared/api';
import { portalApiPaths, shortLinkTargetSchema } from '@shared/portalApi';

/** The module and report a short link `/s/{reportViewLongId}` stands for, for this user. */
export const useShortLinkTarget = (reportViewLongId: string) =>
  useQuery({
    queryKey: ['report', 'shortLink', reportViewLongId],
    queryFn: async () =>
      shortLinkTargetSchema.parse(
        await apiGet(`${portalApiPaths.reportShortLink}?${new URLSearchParams({ reportViewLongId }).toString()}`),
      ),
    retry: 1,
    refetchOnWindowFocus: false,
    meta: { ownErrorAlert: true },
  });
