import type { ManualNode } from '@shared/portalApi';

/** docs/requirements/entities.md: the chain of pageData from the root down to the selected page (empty if not in the tree). */
export function breadcrumbsOf(root: ManualNode | null | undefined, pageId: string): ManualNode['pageData'][] {
  if (!root) return [];
  if (root.pageData.pageId === pageId) return [root.pageData];
  for (const child of root.children) {
    const chain = breadcrumbsOf(child, pageId);
    if (chain.length > 0) return [root.pageData, ...chain];
  }
  return [];
}
