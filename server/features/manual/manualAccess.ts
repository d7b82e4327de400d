import type { CollectionRecord } from '@shared/schemas';
import type { UserData } from '@shared/schemas/userData';
import { MANUAL_ADMIN } from '@shared/schemas/zbv';
import type { Store } from '../../store/store';

export type ManualPage = CollectionRecord<'manualPages'>;

/**
 * The pages a user may see: not hidden by the Handbuch admin, and, where organisation roles are assigned to
 * a page (DocsOrgRoles), only for holders of one of them. Both apply to the whole subtree: a page below an
 * invisible page is invisible too. Manual admins see restricted pages (they maintain them), not hidden ones.
 */
export function visiblePages(store: Store, user: Pick<UserData, 'zbvRoles'>): Map<string, ManualPage> {
  const pages = store.collection('manualPages');
  const rolesByPage = new Map<string, string[]>();
  for (const { pageId, zbvRole } of store.collection('docsOrgRoles')) {
    rolesByPage.set(pageId, [...(rolesByPage.get(pageId) ?? []), zbvRole]);
  }
  const manualAdmin = user.zbvRoles.includes(MANUAL_ADMIN);
  const allowedHere = (page: ManualPage) => {
    if (page.hidden) return false;
    const roles = rolesByPage.get(String(page.id));
    return manualAdmin || !roles || roles.some((role) => user.zbvRoles.includes(role));
  };
  const byId = new Map(pages.map((page) => [String(page.id), page]));
  const verdict = new Map<string, boolean>();
  const visible = (page: ManualPage, depth = 0): boolean => {
    const id = String(page.id);
    const known = verdict.get(id);
    if (known !== undefined) return known;
    const parent = page.parentId ? byId.get(page.parentId) : undefined;
    const result =
      allowedHere(page) && (!page.parentId || (parent !== undefined && depth < 100 && visible(parent, depth + 1)));
    verdict.set(id, result);
    return result;
  };
  return new Map(pages.filter((page) => visible(page)).map((page) => [String(page.id), page]));
}

/** Whether a page exists at all (to tell 403 from 404). */
export const pageExists = (store: Store, pageId: string) =>
  store.collection('manualPages').some((page) => String(page.id) === pageId && !page.hidden);
