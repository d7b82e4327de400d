import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiGetParsed, apiPost } from '@shared/api';
import type { UserNotification } from '@shared/portalApi';
import { portalApiPaths } from '@shared/portalApi/paths';
import { loadPortalSchemas } from '@shared/schemas/portalApi/portalSchema';
import { loadSanitizer } from '@shared/ui/kit/SanitizedHtml/DeferredSanitizedHtml';

export const notificationsQuery = queryOptions({
  queryKey: ['notifications'],
  // With the sanitiser, so a notification shows its text at once (it would grow and push the page down later).
  queryFn: async () => {
    const [list] = await Promise.all([
      apiGetParsed(portalApiPaths.notifications, async () =>
        (await loadPortalSchemas()).userNotificationSchema.array(),
      ),
      loadSanitizer(),
    ]);
    return list;
  },
  staleTime: 60_000,
});

export const useUserNotifications = () => useQuery(notificationsQuery);

/** Closes at once (optimistic), then refetches; a failed close is only logged (docs/requirements/errors.md). */
export function useCloseNotification() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: UserNotification['id']) =>
      apiPost(`${portalApiPaths.closeNotification}?notificationId=${encodeURIComponent(id)}`),
    onMutate: async (id) => {
      await queryClient.cancelQueries(notificationsQuery);
      queryClient.setQueryData(notificationsQuery.queryKey, (list) =>
        list?.filter((notification) => String(notification.id) !== String(id)),
      );
    },
    onError: (error, id) => console.error(`Benachrichtigung ${id} konnte nicht geschlossen werden:`, error),
    onSettled: () => queryClient.invalidateQueries(notificationsQuery),
  });
}
