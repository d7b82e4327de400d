import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { GridExportProgress } from '@shared/gridExport/gridExportApi';
import { gridExportTexts } from '@shared/texts';

interface ExportProgressProps {
  /** Unknown until the server has told it the first time. */
  progress?: GridExportProgress;
  /** Offered once the server has started the export. */
  onCancel?: () => void;
}

/** How far the running export has come, and its cancel. */
export function ExportProgress({ progress, onCancel }: ExportProgressProps) {
  return (
    <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
      <Box role="status" sx={{ flexGrow: 1 }}>
        <Typography variant="body2">
          {progress ? gridExportTexts.progress(progress.written, progress.total) : gridExportTexts.preparing}
        </Typography>
        <LinearProgress
          aria-hidden
          variant={progress ? 'determinate' : 'indeterminate'}
          value={progress ? (100 * progress.written) / Math.max(1, progress.total) : 0}
        />
      </Box>
      {onCancel && (
        <Button size="small" aria-label={gridExportTexts.cancelLabel} onClick={onCancel}>
          {gridExportTexts.cancel}
        </Button>
      )}
    </Stack>
  );
}
