import Alert from '@mui/material/Alert';
import Container from '@mui/material/Container';
import Grid from '@mui/material/Grid';
import Stack from '@mui/material/Stack';
import { useParams } from 'react-router-dom';
import { alertMessage } from '@shared/api';
import { portalTexts } from '@shared/texts';
import { LoadingIndicator } from '@shared/ui/kit/LoadingIndicator';
import { useManualTree } from './api/manualQueries';
import { ManualContent } from './ManualContent';
import { ManualSearch } from './ManualSearch';
import { ManualTree } from './ManualTree';

const texts = portalTexts.manual;

/** `/docs` and `/docs/{pageId}`: search and tree beside the selected page (the root page when none is chosen). */
export default function ManualPage() {
  const { pageId } = useParams();
  const tree = useManualTree();
  const selected = pageId ?? tree.data?.pageData.pageId;
  return (
    <Container maxWidth="lg" sx={{ py: 2 }}>
      <Grid container spacing={3}>
        <Grid size={{ xs: 12, md: 4 }}>
          <Stack spacing={2}>
            <ManualSearch />
            {tree.isPending && <LoadingIndicator />}
            {tree.isError && <Alert severity="error">{alertMessage(texts.pagesNotFound, tree.error)}</Alert>}
            {tree.data && <ManualTree root={tree.data} selected={selected} />}
          </Stack>
        </Grid>
        <Grid size={{ xs: 12, md: 8 }}>
          {tree.data === null && <Alert severity="info">{texts.empty}</Alert>}
          {selected && <ManualContent pageId={selected} root={tree.data} />}
        </Grid>
      </Grid>
    </Container>
  );
}
