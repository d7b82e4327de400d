import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiGet } from '@shared/api';
import {
  attachmentIdsSchema,
  manualPageContentSchema,
  manualSearchResultSchema,
  manualTreeSchema,
  portalApiPaths,
} from '@shared/portalApi';

const query = (id: string) => `?${new URLSearchParams({ pageId: id }).toString()}`;

export const useManualTree = () =>
  useQuery({
    queryKey: ['manual', 'tree'],
    queryFn: async () => manualTreeSchema.parse(await apiGet(portalApiPaths.manualTree)),
    staleTime: 60_000,
  });

export const useManualPage = (pageId: string | undefined) =>
  useQuery({
    queryKey: ['manual', 'page', pageId],
    queryFn: async () =>
      manualPageContentSchema.parse(await apiGet(`${portalApiPaths.manualContent}${query(pageId ?? '')}`)),
    enabled: pageId !== undefined,
    retry: false,
    // The page shows its own alert (a page that does not exist or is restricted): no snackbar with the same text.
    meta: { ownErrorAlert: true },
  });

export const usePageAttachments = (pageId: string | undefined) =>
  useQuery({
    queryKey: ['manual', 'attachments', pageId],
    queryFn: async () =>
      attachmentIdsSchema.parse(await apiGet(`${portalApiPaths.manualAttachments}${query(pageId ?? '')}`)),
    enabled: pageId !== undefined,
    retry: false,
    // The page shows its own alert (a page that does not exist or is restricted): no snackbar with the same text.
    meta: { ownErrorAlert: true },
  });

export const useManualSearch = (term: string) =>
  useQuery({
    queryKey: ['manual', 'search', term],
    queryFn: async () =>
      manualSearchResultSchema.parse(
        await apiGet(`${portalApiPaths.manualSearch}?${new URLSearchParams({ searchTerms: term }).toString()}`),
      ),
    enabled: term !== '',
    placeholderData: keepPreviousData,
    retry: false,
  });
