import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { reportTexts } from '@shared/texts';
import type { ReportPage } from '../types';
import { ChartVisual } from './ChartVisual';
import { KpiVisual } from './KpiVisual';
import { TableVisual } from './TableVisual';

type Visual = ReportPage['visuals'][number];

/** A visual's data as a table, key figures or a chart (of the given height, for a dashboard card). */
export function VisualBody({ visual, chartHeight }: { visual: Visual; chartHeight?: number }) {
  if (visual.data.length === 0) return <Typography color="text.secondary">{reportTexts.noData}</Typography>;
  switch (visual.kind) {
    case 'KPI':
      return <KpiVisual rows={visual.data} />;
    case 'TABLE':
      return <TableVisual rows={visual.data} title={visual.title} />;
    default:
      return <ChartVisual kind={visual.kind} rows={visual.data} title={visual.title} height={chartHeight} />;
  }
}

export function ReportVisual({ visual }: { visual: Visual }) {
  return (
    <Paper component="section" variant="outlined" sx={{ p: 2 }} aria-label={visual.title}>
      {/* The report's title is the page's h1: the visuals below it are its second level */}
      <Typography variant="h3" component="h2" gutterBottom>
        {visual.title}
      </Typography>
      <VisualBody visual={visual} />
    </Paper>
  );
}
