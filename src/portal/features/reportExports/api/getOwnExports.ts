import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { apiGet } from '@shared/api';
import { ownExportSchema, portalApiPaths } from '@shared/portalApi';

export const ownExportsQuery = queryOptions({
  queryKey: ['exports', 'own'],
  queryFn: async () => z.array(ownExportSchema).parse(await apiGet(portalApiPaths.ownExports)),
  meta: { ownErrorAlert: true },
});

export const useOwnExports = () => useQuery(ownExportsQuery);
