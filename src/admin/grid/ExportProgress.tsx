import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import type { GridExportProgress } from '@shared/gridExport/gridExportApi';
import { gridExportTexts } from '@shared/texts';

interface ExportProgressProps {
  /** Unknown until the server has told it the first time. */
  progress?: GridExportProgress;
  /** Offered once the server has started the export. */
  onCancel?: () => void;
}

/**
 * How far the running export has come, and its cancel. A native bar without animation and inline layout: above a
 * large grid an animated bar had the browser lay out and paint the page on every frame of the export.
 */
export function ExportProgress({ progress, onCancel }: ExportProgressProps) {
  return (
    <div style={{ display: 'flex', alignItems: 'center', gap: 8 }}>
      <div role="status" style={{ flexGrow: 1 }}>
        <Typography variant="body2">
          {progress ? gridExportTexts.progress(progress.written, progress.total) : gridExportTexts.preparing}
        </Typography>
        <progress
          aria-hidden
          max={Math.max(1, progress?.total ?? 1)}
          value={progress?.written ?? 0}
          style={{ display: 'block', width: '100%', height: 4 }}
        />
      </div>
      {onCancel && (
        <Button size="small" aria-label={gridExportTexts.cancelLabel} onClick={onCancel}>
          {gridExportTexts.cancel}
        </Button>
      )}
    </div>
  );
}
