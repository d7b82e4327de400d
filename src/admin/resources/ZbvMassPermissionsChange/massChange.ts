import type { FilterPayload, RaRecord } from 'react-admin';
import { apiPostJson } from '@shared/api';
import { adminApiPaths, type MassChangeResult } from '@shared/routes';

export interface AccountSelection {
  orgId?: RaRecord['id'];
  zbvRole?: string;
  search: string;
  onlyActive: boolean;
}

export interface PermissionSelection {
  mode: 'grant' | 'revoke';
  target: 'modules' | 'groups';
  ids: RaRecord['id'][];
}

export const emptyAccountSelection: AccountSelection = { search: '', onlyActive: true };
export const emptyPermissionSelection: PermissionSelection = { mode: 'grant', target: 'modules', ids: [] };

/** The accounts' list filter for the selection, in the data API's language. */
export function accountFilter(selection: AccountSelection): FilterPayload {
  return {
    ...(selection.orgId !== undefined ? { orgId: selection.orgId } : {}),
    ...(selection.zbvRole ? { zbvRoles_like: selection.zbvRole } : {}),
    ...(selection.search.trim() ? { q: selection.search.trim() } : {}),
    ...(selection.onlyActive ? { active: true } : {}),
  };
}

export const postMassChange = (accountIds: RaRecord['id'][], permissions: PermissionSelection, dryRun: boolean) =>
  apiPostJson<MassChangeResult>(adminApiPaths.massPermissions, {
    accountIds,
    mode: permissions.mode,
    target: permissions.target,
    ids: permissions.ids,
    dryRun,
  });
