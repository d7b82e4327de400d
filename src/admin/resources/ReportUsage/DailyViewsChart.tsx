import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import Accordion from '@mui/material/Accordion';
import AccordionDetails from '@mui/material/AccordionDetails';
import AccordionSummary from '@mui/material/AccordionSummary';
import Box from '@mui/material/Box';
import { LineChart } from '@mui/x-charts/LineChart';
import { usageTexts } from '@shared/texts';
import { dayLabel } from './dateRange';
import { UsageTable } from './UsageTable';

export interface DaySeries {
  id: string;
  label: string;
  /** Views per day, in the order of `days`. */
  data: readonly number[];
}

const CHART_HEIGHT = 300;

/**
 * Views per day as a line chart, one line per series. The chart is an image with a short description for
 * screen readers; its numbers are in the table below it (folded, since a range may have 366 days).
 */
export function DailyViewsChart({
  description,
  tableName,
  days,
  series,
}: {
  description: string;
  tableName: string;
  days: readonly string[];
  series: readonly DaySeries[];
}) {
  return (
    <>
      <Box role="img" aria-label={description}>
        <LineChart
          height={CHART_HEIGHT}
          skipAnimation
          // The picture has its name and its table: no nameless tab stop inside it (decision 143).
          disableKeyboardNavigation
          xAxis={[{ scaleType: 'point', data: days.map((day) => dayLabel(day, true)), label: usageTexts.dayAxis }]}
          yAxis={[{ label: usageTexts.viewsAxis, tickMinStep: 1 }]}
          series={series.map((item) => ({
            id: item.id,
            label: item.label,
            data: [...item.data],
            showMark: false,
            curve: 'linear',
          }))}
        />
      </Box>
      <Accordion disableGutters variant="outlined">
        <AccordionSummary expandIcon={<ExpandMoreIcon />}>{usageTexts.chartTable}</AccordionSummary>
        <AccordionDetails>
          <UsageTable
            name={tableName}
            columns={[
              { label: usageTexts.columns.day },
              ...series.map((item) => ({ label: item.label, numeric: true })),
            ]}
            rows={days.map((day, index) => ({
              key: day,
              cells: [dayLabel(day), ...series.map((item) => item.data[index] ?? 0)],
            }))}
          />
        </AccordionDetails>
      </Accordion>
    </>
  );
}
