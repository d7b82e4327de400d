import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Breadcrumbs from '@mui/material/Breadcrumbs';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useRef } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { alertMessage } from '@shared/api';
import type { ManualNode } from '@shared/portalApi';
import { portalTexts } from '@shared/texts';
import { LoadingIndicator } from '@shared/ui/kit/LoadingIndicator';
import { SanitizedHtml } from '@shared/ui/kit/SanitizedHtml';
import { usePageAttachments, useManualPage } from './api/manualQueries';
import { deferAttachmentImages, useAttachmentImages } from './api/useAttachmentImages';
import { breadcrumbsOf } from './breadcrumbs';

const texts = portalTexts.manual;
const formatDate = (iso: string) => new Date(iso).toLocaleDateString('de-DE', { dateStyle: 'long' });

/** Breadcrumbs, title and content of one page, with its attachment images substituted; errors as German alerts. */
export function ManualContent({ pageId, root }: { pageId: string; root: ManualNode | null | undefined }) {
  const page = useManualPage(pageId);
  const attachments = usePageAttachments(pageId);
  const container = useRef<HTMLDivElement>(null);
  const images = useAttachmentImages(container, page.data?.content, attachments.data);
  const crumbs = breadcrumbsOf(root, pageId);
  return (
    <Box component="article" aria-labelledby="manual-page-title">
      {crumbs.length > 0 && (
        <Breadcrumbs aria-label={texts.breadcrumbsLabel} sx={{ mb: 1 }}>
          {crumbs.map((crumb, index) =>
            index === crumbs.length - 1 ? (
              <Typography key={crumb.pageId} color="text.primary" aria-current="page">
                {crumb.title}
              </Typography>
            ) : (
              <Link
                key={crumb.pageId}
                component={RouterLink}
                to={`/docs/${crumb.pageId}`}
                color="inherit"
                underline="always"
              >
                {crumb.title}
              </Link>
            ),
          )}
        </Breadcrumbs>
      )}
      {page.isPending && <LoadingIndicator />}
      {page.isError && <Alert severity="error">{alertMessage(texts.contentFailed, page.error)}</Alert>}
      {attachments.isError && !page.isError && (
        <Alert severity="error">{alertMessage(texts.pageAttachmentsFailed, attachments.error)}</Alert>
      )}
      {images.error && <Alert severity="error">{alertMessage(texts.attachmentsFailed, images.error)}</Alert>}
      {page.data && (
        <>
          <Typography variant="h1" id="manual-page-title" sx={{ fontSize: '2rem', mb: 1 }}>
            {page.data.title}
          </Typography>
          <Box ref={container}>
            <SanitizedHtml
              html={deferAttachmentImages(page.data.content)}
              sx={{
                '& img': { maxWidth: '100%', height: 'auto' },
                '& table': { borderCollapse: 'collapse' },
                '& td, & th': { border: 1, borderColor: 'divider', p: 0.5 },
              }}
            />
          </Box>
          <Typography variant="body2" color="text.secondary" sx={{ mt: 3 }}>
            {texts.lastChanged(formatDate(page.data.updatedAt), page.data.version)}
          </Typography>
        </>
      )}
    </Box>
  );
}
