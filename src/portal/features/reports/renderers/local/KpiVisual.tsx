import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { columnsOf, formatCell, type VisualRow } from './visualData';

/** Key figures: one tile per row, its label from the text column and its value from the first measure. */
export function KpiVisual({ rows }: { rows: readonly VisualRow[] }) {
  const { category, measures } = columnsOf(rows);
  const measure = measures[0];
  return (
    <Box
      component="dl"
      sx={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 160px), 1fr))', gap: 2 }}
    >
      {rows.map((row, index) => (
        <Box key={index} sx={{ p: 2, borderRadius: 1, bgcolor: 'action.hover' }}>
          <Typography component="dt" variant="body2" color="text.secondary">
            {category === undefined ? measure : formatCell(row[category])}
          </Typography>
          <Typography component="dd" variant="h4" sx={{ m: 0 }}>
            {measure === undefined ? '' : formatCell(row[measure])}
          </Typography>
        </Box>
      ))}
    </Box>
  );
}
