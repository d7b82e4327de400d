import { useQuery } from '@tanstack/react-query';
import { API_BASE, apiGetBlob } from '@shared/api';
import { portalApiPaths } from '@shared/portalApi/paths';

const mediaPath = `${API_BASE}${portalApiPaths.mediaPrefix}`;

/** The API path of a media file of a module. */
export const mediaFilePath = (fileName: string): string =>
  `${portalApiPaths.mediaPrefix}${encodeURIComponent(fileName)}`;

const isOwnMedia = (url: string) => url.startsWith(mediaPath) || url.startsWith(portalApiPaths.mediaPrefix);

/**
 * Our media files need the bearer token, so they are fetched as blobs and shown through object URLs (kept for the
 * page's lifetime); any other address is used as it is.
 */
export function useMediaUrl(url: string | undefined): string | undefined {
  const own = url !== undefined && isOwnMedia(url);
  const { data } = useQuery({
    queryKey: ['dashboard', 'media', url],
    queryFn: async () => URL.createObjectURL(await apiGetBlob(url ?? '')),
    enabled: own,
    staleTime: Infinity,
    gcTime: Infinity,
    meta: { ownErrorAlert: true },
  });
  return own ? data : url;
}
