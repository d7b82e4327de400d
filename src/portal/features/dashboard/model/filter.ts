/** Filter option values of docs/requirements/entities.md: default ('Alle Module'), favorite ('Favoriten'), a category or a user group. */
export type DashboardFilter =
  | { kind: 'default' }
  | { kind: 'favorite' }
  | { kind: 'category'; value: string }
  | { kind: 'userGroup'; value: string };

export const defaultFilter: DashboardFilter = { kind: 'default' };

/** Query parameters of the module list for a filter. */
export function filterParams(filter: DashboardFilter): Record<string, string> {
  switch (filter.kind) {
    case 'favorite':
      return { favorite: 'true' };
    case 'category':
      return { category: filter.value };
    case 'userGroup':
      return { userGroup: filter.value };
    default:
      return {};
  }
}

export const sameFilter = (a: DashboardFilter, b: DashboardFilter): boolean =>
  a.kind === b.kind && ('value' in a ? a.value : '') === ('value' in b ? b.value : '');
