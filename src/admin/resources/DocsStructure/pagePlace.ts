interface PagePlace {
  parentId?: string | null;
  confluenceParentId?: string | null;
}

/**
 * What the form saves about the page's place. An emptied parent is left out (the server then names the rule: only
 * the start page stands without one). A page stored before syncs recorded Confluence's place got its parent from
 * Confluence, so that parent is recorded as Confluence's: a move made now then counts as the admin's and the next
 * sync keeps it.
 */
export function savePagePlace<T extends PagePlace>(data: T, previous?: PagePlace): T {
  const { parentId, ...rest } = data;
  return {
    ...rest,
    ...(parentId ? { parentId } : {}),
    confluenceParentId: data.confluenceParentId !== undefined ? data.confluenceParentId : (previous?.parentId ?? null),
  } as T;
}
