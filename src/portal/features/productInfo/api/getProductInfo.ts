import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '@shared/api';
import { portalApiPaths, productInfoDataSchema } from '@shared/portalApi';

export const productInfoQuery = queryOptions({
  queryKey: ['productInfo'],
  queryFn: async () => productInfoDataSchema.parse(await apiGet(portalApiPaths.productInfo)),
  staleTime: 5 * 60_000,
  meta: { ownErrorAlert: true },
});

export const useProductInfo = (enabled = true) => useQuery({ ...productInfoQuery, enabled });
