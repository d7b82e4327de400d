import Alert from '@mui/material/Alert';
import { adminTexts } from '@shared/texts';

/**
 * Above a grouped grid: how far loading the whole filtered set has come, and once it is there that the groups
 * count all of it. Before the first page answered the total is not known yet.
 */
export function GroupedNote({ loading, progress }: { loading: boolean; progress?: { loaded: number; total: number } }) {
  let note: string = adminTexts.grid.groupedNote;
  if (loading) {
    note = progress ? adminTexts.grid.loadingAll(progress.loaded, progress.total) : adminTexts.grid.loadingAllStarted;
  }
  return (
    <Alert severity="info" sx={{ mb: 1 }}>
      {note}
    </Alert>
  );
}
