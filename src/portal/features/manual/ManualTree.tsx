import { RichTreeView } from '@mui/x-tree-view/RichTreeView';
import type { TreeViewDefaultItemModelProperties } from '@mui/x-tree-view/models';
import { useMemo, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import type { ManualNode } from '@shared/portalApi';
import { portalTexts } from '@shared/texts';
import { breadcrumbsOf } from './breadcrumbs';

const itemOf = (node: ManualNode): TreeViewDefaultItemModelProperties => ({
  id: node.pageData.pageId,
  label: node.pageData.title,
  ...(node.children.length > 0 ? { children: node.children.map(itemOf) } : {}),
});

/** The root, the pages above the selected one and the selected one itself: the branches open on a page. */
const pathTo = (root: ManualNode, selected?: string): string[] =>
  selected ? breadcrumbsOf(root, selected).map((page) => page.pageId) : [root.pageData.pageId];

/**
 * The hierarchy as a WAI-ARIA tree (the one tab stop; arrow keys move, Enter or a click opens a page), collapsed
 * except for the path to the selected page, which opens again whenever another page is chosen.
 */
export function ManualTree({ root, selected }: { root: ManualNode; selected?: string }) {
  const navigate = useNavigate();
  const items = useMemo(() => [itemOf(root)], [root]);
  const [expanded, setExpanded] = useState(() => pathTo(root, selected));
  const [openedFor, setOpenedFor] = useState(selected);
  if (openedFor !== selected) {
    setOpenedFor(selected);
    setExpanded((open) => [...new Set([...open, ...pathTo(root, selected)])]);
  }
  return (
    <nav aria-label={portalTexts.manual.treeLabel}>
      <RichTreeView
        items={items}
        aria-label={portalTexts.manual.treeLabel}
        expandedItems={expanded}
        onExpandedItemsChange={(_event, ids) => setExpanded(ids)}
        expansionTrigger="iconContainer"
        selectedItems={selected ?? null}
        onSelectedItemsChange={(_event, id) => {
          if (id && id !== selected) void navigate(`/docs/${encodeURIComponent(id)}`);
        }}
      />
    </nav>
  );
}
