import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import { Link } from 'react-router-dom';
import type { ManualNode } from '@shared/portalApi';
import { portalTexts } from '@shared/texts';

function TreeLevel({ nodes, selected, depth }: { nodes: ManualNode[]; selected?: string; depth: number }) {
  return (
    <List dense disablePadding component="ul">
      {nodes.map((node) => (
        <li key={node.pageData.pageId}>
          <ListItemButton
            component={Link}
            to={`/docs/${node.pageData.pageId}`}
            selected={node.pageData.pageId === selected}
            aria-current={node.pageData.pageId === selected ? 'page' : undefined}
            sx={{ pl: 1 + depth * 2 }}
          >
            <ListItemText primary={node.pageData.title} />
          </ListItemButton>
          {node.children.length > 0 && <TreeLevel nodes={node.children} selected={selected} depth={depth + 1} />}
        </li>
      ))}
    </List>
  );
}

/** The whole hierarchy as nested lists of links; the selected page is marked as the current one. */
export function ManualTree({ root, selected }: { root: ManualNode; selected?: string }) {
  return (
    <nav aria-label={portalTexts.manual.treeLabel}>
      <TreeLevel nodes={[root]} selected={selected} depth={0} />
    </nav>
  );
}
