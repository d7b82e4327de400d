import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { apiGet } from '@shared/api';
import { ownSubscriptionSchema, portalApiPaths } from '@shared/portalApi';

export const ownSubscriptionsQuery = queryOptions({
  queryKey: ['subscriptions', 'own'],
  queryFn: async () => z.array(ownSubscriptionSchema).parse(await apiGet(portalApiPaths.ownSubscriptions)),
  meta: { ownErrorAlert: true },
});

export const useOwnSubscriptions = () => useQuery(ownSubscriptionsQuery);
