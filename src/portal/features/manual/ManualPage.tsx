import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import Accordion from '@mui/material/Accordion';
import AccordionDetails from '@mui/material/AccordionDetails';
import AccordionSummary from '@mui/material/AccordionSummary';
import Alert from '@mui/material/Alert';
import Container from '@mui/material/Container';
import Grid from '@mui/material/Grid';
import Stack from '@mui/material/Stack';
import type { Theme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useState } from 'react';
import { useParams } from 'react-router-dom';
import { alertMessage } from '@shared/api';
import { portalTexts } from '@shared/texts';
import { LoadingIndicator } from '@shared/ui/kit/LoadingIndicator';
import { useManualTree } from './api/manualQueries';
import { ManualContent } from './ManualContent';
import { ManualSearch } from './ManualSearch';
import { ManualTree } from './ManualTree';

const texts = portalTexts.manual;

/**
 * `/docs` and `/docs/{pageId}`: search and tree beside the selected page (the root page when none is chosen).
 * Where the two do not fit side by side, search and tree fold into a section above the page, closed until asked
 * for and after a page is chosen, so the page comes first.
 */
export default function ManualPage() {
  const { pageId } = useParams();
  const tree = useManualTree();
  const selected = pageId ?? tree.data?.pageData.pageId;
  const narrow = useMediaQuery((theme: Theme) => theme.breakpoints.down('md'), { noSsr: true });
  // The section closes again once a page is chosen: the page is what was asked for.
  const [contentsOpen, setContentsOpen] = useState(false);
  const [shownPage, setShownPage] = useState(pageId);
  if (shownPage !== pageId) {
    setShownPage(pageId);
    setContentsOpen(false);
  }
  const contents = (
    <Stack spacing={2}>
      <ManualSearch />
      {tree.isPending && <LoadingIndicator />}
      {tree.isError && <Alert severity="error">{alertMessage(texts.pagesNotFound, tree.error)}</Alert>}
      {tree.data && <ManualTree root={tree.data} selected={selected} />}
    </Stack>
  );
  const page = (
    <>
      {tree.data === null && <Alert severity="info">{texts.empty}</Alert>}
      {selected && <ManualContent pageId={selected} root={tree.data} />}
    </>
  );
  if (narrow) {
    return (
      <Container maxWidth="lg" sx={{ py: 2 }}>
        <Accordion
          disableGutters
          variant="outlined"
          expanded={contentsOpen}
          onChange={(_event, open) => setContentsOpen(open)}
          sx={{ mb: 2 }}
        >
          <AccordionSummary expandIcon={<ExpandMoreIcon />} id="manual-contents-summary">
            {texts.contentsAndSearch}
          </AccordionSummary>
          <AccordionDetails>{contents}</AccordionDetails>
        </Accordion>
        {page}
      </Container>
    );
  }
  return (
    <Container maxWidth="lg" sx={{ py: 2 }}>
      <Grid container spacing={3}>
        <Grid size={4}>{contents}</Grid>
        <Grid size={8}>{page}</Grid>
      </Grid>
    </Container>
  );
}
