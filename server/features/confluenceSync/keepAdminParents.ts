import { checkManualParent } from '@shared/schemas';

export interface StoredPlace {
  parentId?: string;
  confluenceParentId?: string | null;
}

/**
 * The parent of every crawled page after a sync: Confluence's, except where the Handbuch admin moved a page in
 * the back office (its parent differs from where the previous sync found it). That choice is kept while the chosen
 * parent still exists and no cycle results; a page Confluence moves and the admin never did follows Confluence.
 */
export function keepAdminParents(
  confluenceParents: ReadonlyMap<string, string | undefined>,
  stored: ReadonlyMap<string, StoredPlace>,
): Map<string, string | undefined> {
  const parents = new Map(confluenceParents);
  const kept = new Set<string>();
  for (const [id, confluenceParent] of confluenceParents) {
    const before = stored.get(id);
    if (!before?.parentId || before.confluenceParentId === undefined) continue;
    const movedByAdmin = before.parentId !== (before.confluenceParentId ?? undefined);
    if (movedByAdmin && before.parentId !== confluenceParent && confluenceParents.has(before.parentId)) {
      parents.set(id, before.parentId);
      kept.add(id);
    }
  }
  // Confluence's parents form a tree, so giving a looping page its Confluence parent back ends every cycle.
  for (let changed = true; changed;) {
    changed = false;
    for (const id of kept) {
      const lookup = { parentByPage: parents };
      if (checkManualParent('manualPages', { id, parentId: parents.get(id) }, lookup).length === 0) continue;
      parents.set(id, confluenceParents.get(id));
      kept.delete(id);
      changed = true;
    }
  }
  return parents;
}
