import { useMemo } from 'react';
import { useGetList } from 'react-admin';
import { resourceOf } from '../collections';

/** Every module as a choice `{ id: '12', name: 'Vertriebsübersicht (#12)' }`, and the set of their ids. */
export function useModuleChoices() {
  const { data = [], isPending } = useGetList(resourceOf('modules'), {
    pagination: { page: 1, perPage: 1000 },
    sort: { field: 'name', order: 'ASC' },
  });
  return useMemo(
    () => ({
      isPending,
      choices: data.map((module) => ({
        id: String(module.id),
        name: `${String(module.name)} (#${String(module.id)})`,
      })),
      ids: new Set(data.map((module) => String(module.id))),
    }),
    [data, isPending],
  );
}
