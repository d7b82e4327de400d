import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { BarChart } from '@mui/x-charts/BarChart';
import type { ReportUsage } from '@shared/schemas';
import { usageTexts } from '@shared/texts';
import { UsageTable } from './UsageTable';

const ROW_HEIGHT = 36;
const CHART_PADDING = 80;

/** Page views per organisation of the viewing user: horizontal bars and the same numbers as a table. */
export function OrganisationsSection({ organisations }: { organisations: ReportUsage['organisations'] }) {
  return (
    <Box component="section" aria-labelledby="usage-organisations" sx={{ mt: 4 }}>
      <Typography variant="h2" id="usage-organisations" gutterBottom>
        {usageTexts.organisationsTitle}
      </Typography>
      <Box role="img" aria-label={usageTexts.organisationsDescription}>
        <BarChart
          height={organisations.length * ROW_HEIGHT + CHART_PADDING}
          layout="horizontal"
          skipAnimation
          // The picture has its name and its table: no nameless tab stop inside it (decision 143).
          disableKeyboardNavigation
          hideLegend
          yAxis={[{ scaleType: 'band', data: organisations.map((org) => org.orgName), width: 180 }]}
          xAxis={[{ label: usageTexts.viewsAxis, tickMinStep: 1 }]}
          series={[{ label: usageTexts.columns.views, data: organisations.map((org) => org.views) }]}
        />
      </Box>
      <UsageTable
        name={usageTexts.organisationsTable}
        columns={[{ label: usageTexts.columns.organisation }, { label: usageTexts.columns.views, numeric: true }]}
        rows={organisations.map((org) => ({ key: org.orgId ?? '', cells: [org.orgName, org.views] }))}
      />
    </Box>
  );
}
