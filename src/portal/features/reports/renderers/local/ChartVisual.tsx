import Box from '@mui/material/Box';
import { BarChart } from '@mui/x-charts/BarChart';
import { LineChart } from '@mui/x-charts/LineChart';
import { visuallyHidden } from '@shared/ui/visuallyHidden';
import { TableVisual } from './TableVisual';
import { columnsOf, formatCell, type VisualRow } from './visualData';

const CHART_HEIGHT = 280;

/**
 * A bar or line chart: the text column along the x axis, one series per numeric column. The chart is for the eye
 * only: its keyboard navigation was a tab stop without name or visible focus, so it is off, and screen readers get
 * the same figures as a table (decision 143).
 */
export function ChartVisual({
  kind,
  rows,
  title,
  height = CHART_HEIGHT,
}: {
  kind: 'BAR' | 'LINE';
  rows: readonly VisualRow[];
  title: string;
  height?: number;
}) {
  const { category, measures } = columnsOf(rows);
  const xAxis = [{ scaleType: 'band' as const, data: rows.map((row) => (category ? String(row[category]) : '')) }];
  const series = measures.map((measure) => ({
    label: measure,
    data: rows.map((row) => Number(row[measure])),
    valueFormatter: (value: number | null) => formatCell(value ?? undefined),
  }));
  return (
    <>
      <Box aria-hidden>
        {kind === 'BAR' ? (
          <BarChart height={height} xAxis={xAxis} series={series} disableKeyboardNavigation />
        ) : (
          <LineChart
            height={height}
            xAxis={[{ ...xAxis[0]!, scaleType: 'point' }]}
            series={series}
            disableKeyboardNavigation
          />
        )}
      </Box>
      <Box sx={visuallyHidden}>
        <TableVisual rows={rows} title={title} />
      </Box>
    </>
  );
}
