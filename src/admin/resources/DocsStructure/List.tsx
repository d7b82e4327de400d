import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { RichTreeView } from '@mui/x-tree-view/RichTreeView';
import { useMemo } from 'react';
import { CanAccess, Loading, useCreatePath, useResourceContext } from 'react-admin';
import { useNavigate } from 'react-router-dom';
import { alertMessage } from '@shared/api';
import { adminTexts } from '@shared/texts';
import { NotAllowedPage } from '../../layout/NotAllowedPage';
import { PageHeading } from '../../layout/PageHeading';
import { useAdminRoute } from '../useAdminRoute';
import { buildPageTree, pagesWithChildren } from './pageTree';
import { useManualPages } from './useManualPages';

const texts = adminTexts.docsStructure;

/**
 * The manual's structure as the tree it is: every page below its parent in its position. Selecting a page opens
 * its form (visibility, position, parent); content and titles come from Confluence.
 */
export function DocsStructureList() {
  const resource = useResourceContext() ?? '';
  // Not a react-admin list, so access is asked here, before the pages are: without the role the page says
  // 'Kein Zugriff' instead of sending a request the server refuses.
  return (
    <CanAccess action="list" resource={resource} loading={<Loading />} accessDenied={<NotAllowedPage />}>
      <PageTree resource={resource} />
    </CanAccess>
  );
}

function PageTree({ resource }: { resource: string }) {
  const title = useAdminRoute()?.title ?? '';
  const createPath = useCreatePath();
  const navigate = useNavigate();
  const { pages, isPending, error } = useManualPages();
  const items = useMemo(
    () => buildPageTree(pages ?? [], (page) => (page.hidden ? texts.hiddenPage(page.title) : page.title)),
    [pages],
  );
  const open = (id: string | null) => {
    if (id) void navigate(createPath({ resource, type: 'edit', id }));
  };
  return (
    <Box sx={{ my: 2 }}>
      <PageHeading title={title} />
      <Typography sx={{ mb: 2, maxWidth: 720 }}>{texts.intro}</Typography>
      {isPending ? (
        <Loading />
      ) : error ? (
        <Alert severity="error">{alertMessage(adminTexts.common.loadFailed, error)}</Alert>
      ) : items.length === 0 ? (
        <Alert severity="info">{texts.empty}</Alert>
      ) : (
        <Paper variant="outlined" sx={{ p: 1, maxWidth: 720 }}>
          <RichTreeView
            items={items}
            aria-label={texts.treeLabel}
            defaultExpandedItems={pagesWithChildren(items)}
            expansionTrigger="iconContainer"
            onSelectedItemsChange={(_event, id) => open(id)}
          />
        </Paper>
      )}
    </Box>
  );
}
