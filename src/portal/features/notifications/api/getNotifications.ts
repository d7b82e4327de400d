import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { apiGet, apiPost } from '../../../../shared/api';
import { portalApiPaths, userNotificationSchema, type UserNotification } from '../../../../shared/portalApi';

export const notificationsQuery = queryOptions({
  queryKey: ['notifications'],
  queryFn: async () => z.array(userNotificationSchema).parse(await apiGet(portalApiPaths.notifications)),
  staleTime: 60_000,
});

export const useUserNotifications = () => useQuery(notificationsQuery);

/** Closes at once (optimistic), then refetches; a failed close is only logged (spec section 8). */
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
