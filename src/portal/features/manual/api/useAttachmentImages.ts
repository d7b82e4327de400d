import { useQuery } from '@tanstack/react-query';
import { useEffect, type RefObject } from 'react';
import { apiGetBlob, API_BASE } from '@shared/api';
import { portalApiPaths } from '@shared/portalApi';

export const attachmentPath = (id: string) => `${portalApiPaths.manualAttachments}/${encodeURIComponent(id)}`;
const attachmentSrc = (id: string) => `${API_BASE}${attachmentPath(id)}`;
const attachmentSrcAttribute = ` src="${attachmentSrc('')}`;

/**
 * The content with each attachment image's address in `data-attachment` instead of `src`: the browser would load
 * it at once, without the bearer token, and fail with 401 before the hook substitutes the fetched image.
 */
export const deferAttachmentImages = (content: string): string =>
  content.replaceAll(attachmentSrcAttribute, ' data-attachment="');

/**
 * docs/requirements/behaviour.md: attachment images are fetched (with the bearer token) and substituted into the rendered,
 * sanitised content, but only those whose id appears in the content.
 */
export function useAttachmentImages(
  container: RefObject<HTMLElement | null>,
  content: string | undefined,
  attachmentIds: readonly string[] | undefined,
) {
  const used = (attachmentIds ?? []).filter((id) => content?.includes(attachmentSrc(id)));
  const images = useQuery({
    queryKey: ['manual', 'images', used],
    queryFn: async () =>
      Object.fromEntries(
        await Promise.all(
          used.map(async (id) => [id, URL.createObjectURL(await apiGetBlob(attachmentPath(id)))] as const),
        ),
      ),
    enabled: used.length > 0,
    retry: false,
    gcTime: 0,
  });
  const urls = images.data;
  useEffect(() => {
    for (const [id, url] of Object.entries(urls ?? {})) {
      for (const image of container.current?.querySelectorAll('img[data-attachment]') ?? []) {
        if (image.getAttribute('data-attachment') === encodeURIComponent(id)) image.setAttribute('src', url);
      }
    }
  }, [urls, content, container]);
  useEffect(() => () => Object.values(urls ?? {}).forEach((url) => URL.revokeObjectURL(url)), [urls]);
  return { error: images.error };
}
