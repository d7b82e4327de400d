import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { adminTitleOf } from '@shared/routes';
import { supportTexts } from '@shared/texts';
import { ReportUrlCheckDialog } from './ReportUrlCheckDialog';
import { PageHeading } from '../../layout/PageHeading';

const title = adminTitleOf('/admin/ReportUrlCheck');

/** The menu entry 'Report URL Check' opens the dialog at once; closed, the page offers to open it again. */
export function ReportUrlCheckPage() {
  const [open, setOpen] = useState(true);
  return (
    <Box sx={{ my: 2 }}>
      <PageHeading title={title} />
      <Typography sx={{ mb: 2, maxWidth: 720 }}>{supportTexts.urlCheck.intro}</Typography>
      <Button variant="contained" onClick={() => setOpen(true)}>
        {supportTexts.urlCheck.title}
      </Button>
      <ReportUrlCheckDialog open={open} onClose={() => setOpen(false)} />
    </Box>
  );
}
