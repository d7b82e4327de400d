import { BarChart } from '@mui/x-charts/BarChart';
import { LineChart } from '@mui/x-charts/LineChart';
import { columnsOf, formatCell, type VisualRow } from './visualData';

const CHART_HEIGHT = 280;

/** A bar or line chart: the text column along the x axis, one series per numeric column. */
export function ChartVisual({
  kind,
  rows,
  height = CHART_HEIGHT,
}: {
  kind: 'BAR' | 'LINE';
  rows: readonly VisualRow[];
  height?: number;
}) {
  const { category, measures } = columnsOf(rows);
  const xAxis = [{ scaleType: 'band' as const, data: rows.map((row) => (category ? String(row[category]) : '')) }];
  const series = measures.map((measure) => ({
    label: measure,
    data: rows.map((row) => Number(row[measure])),
    valueFormatter: (value: number | null) => formatCell(value ?? undefined),
  }));
  return kind === 'BAR' ? (
    <BarChart height={height} xAxis={xAxis} series={series} />
  ) : (
    <LineChart height={height} xAxis={[{ ...xAxis[0]!, scaleType: 'point' }]} series={series} />
  );
}
