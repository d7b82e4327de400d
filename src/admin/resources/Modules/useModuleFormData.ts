import { useMemo } from 'react';
import { useGetList } from 'react-admin';
import { resourceOf } from '../collections';

const all = { pagination: { page: 1, perPage: 1000 }, sort: { field: 'id', order: 'ASC' as const } };

/** Categories and user groups in use (offered for reuse), and the whitelisted URL patterns. */
export function useModuleFormData() {
  const modules = useGetList(resourceOf('modules'), all);
  const whitelist = useGetList(resourceOf('whitelistedUrls'), all);
  return useMemo(() => {
    const categories = [
      ...new Set((modules.data ?? []).flatMap((module) => (module.categories as string[]) ?? [])),
    ].sort();
    const userGroups = [
      ...new Set(
        (modules.data ?? []).flatMap((module) => (typeof module.userGroup === 'string' ? [module.userGroup] : [])),
      ),
    ].sort();
    return {
      categories: categories.map((name) => ({ id: name, name })),
      userGroups: userGroups.map((name) => ({ id: name, name })),
      patterns: (whitelist.data ?? []).map((entry) => String(entry.pattern)),
      isPending: modules.isPending || whitelist.isPending,
    };
  }, [modules.data, whitelist.data, modules.isPending, whitelist.isPending]);
}
