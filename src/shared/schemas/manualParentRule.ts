import type { CollectionName } from './collections';
import type { RecordRuleProblem } from './recordRules';

/** What the parent rule needs beyond the record: every stored manual page's id with its parent's id. */
export interface ManualParentLookup {
  readonly parentByPage: ReadonlyMap<string, string | undefined>;
}

export const manualParentMessages = {
  unknown: (parentId: string) => `Die übergeordnete Seite ${parentId} gibt es nicht.`,
  cycle: 'Die übergeordnete Seite darf nicht die Seite selbst oder eine ihrer Unterseiten sein.',
  secondRoot: 'Die übergeordnete Seite ist ein Pflichtfeld: nur die Startseite des Handbuchs steht ganz oben.',
} as const;

/**
 * The manual is one tree below one start page (the portal shows it from there): a page's parent must exist, must
 * not be the page itself or one below it, and only the start page may be without a parent. Checked on every write
 * of a manual page; the Confluence sync builds the tree from the space and keeps an admin's choice only where it
 * still fits (see applySync).
 */
export function checkManualParent(
  collection: CollectionName,
  record: Record<string, unknown>,
  lookup: ManualParentLookup,
): RecordRuleProblem[] {
  if (collection !== 'manualPages') return [];
  const id = String(record.id);
  const parentId = typeof record.parentId === 'string' ? record.parentId : undefined;
  const pages = lookup.parentByPage;
  if (parentId === undefined) {
    const otherRoot = [...pages].some(([pageId, parent]) => pageId !== id && parent === undefined);
    return otherRoot ? [{ field: 'parentId', message: manualParentMessages.secondRoot }] : [];
  }
  if (!pages.has(parentId)) return [{ field: 'parentId', message: manualParentMessages.unknown(parentId) }];
  const seen = new Set<string>();
  for (let ancestor: string | undefined = parentId; ancestor !== undefined; ancestor = pages.get(ancestor)) {
    if (ancestor === id) return [{ field: 'parentId', message: manualParentMessages.cycle }];
    // A cycle among the stored pages that does not pass this page is not this write's doing.
    if (seen.has(ancestor)) break;
    seen.add(ancestor);
  }
  return [];
}
