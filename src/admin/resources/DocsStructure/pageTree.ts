import type { TreeViewDefaultItemModelProperties } from '@mui/x-tree-view/models';

export interface TreePage {
  id: string | number;
  title: string;
  parentId?: string;
  position: number;
  hidden: boolean;
}

const byPlace = (a: TreePage, b: TreePage) => a.position - b.position || a.title.localeCompare(b.title, 'de');

function childrenByParent(pages: readonly TreePage[]): Map<string | undefined, TreePage[]> {
  const ids = new Set(pages.map((page) => String(page.id)));
  const children = new Map<string | undefined, TreePage[]>();
  for (const page of pages) {
    // A page whose parent is unknown is shown at the top rather than lost.
    const parent = page.parentId !== undefined && ids.has(page.parentId) ? page.parentId : undefined;
    children.set(parent, [...(children.get(parent) ?? []), page]);
  }
  for (const list of children.values()) list.sort(byPlace);
  return children;
}

/** The pages as the tree the portal shows: below their parent, in their position, then by title. */
export function buildPageTree(
  pages: readonly TreePage[],
  label: (page: TreePage) => string,
): TreeViewDefaultItemModelProperties[] {
  const children = childrenByParent(pages);
  const seen = new Set<string>();
  const node = (page: TreePage): TreeViewDefaultItemModelProperties => {
    const id = String(page.id);
    seen.add(id);
    const below = (children.get(id) ?? []).filter((child) => !seen.has(String(child.id)));
    return { id, label: label(page), ...(below.length > 0 ? { children: below.map(node) } : {}) };
  };
  return (children.get(undefined) ?? []).map(node);
}

/** The ids of a page and every page below it: none of them may become its parent. */
export function pageWithSubpages(pages: readonly TreePage[], id: string): Set<string> {
  const children = childrenByParent(pages);
  const found = new Set<string>();
  const visit = (pageId: string) => {
    if (found.has(pageId)) return;
    found.add(pageId);
    for (const child of children.get(pageId) ?? []) visit(String(child.id));
  };
  visit(id);
  return found;
}

/** Every page that has pages below it (the tree opens them all). */
export const pagesWithChildren = (items: readonly TreeViewDefaultItemModelProperties[]): string[] =>
  items.flatMap((item) => (item.children?.length ? [item.id, ...pagesWithChildren(item.children)] : []));
