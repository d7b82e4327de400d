import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import type { ReportUsage } from '@shared/schemas';
import { usageTexts } from '@shared/texts';
import { LoadingIndicator } from '@shared/ui/kit';
import { DailyViewsChart } from './DailyViewsChart';

/** The chosen report's page views per page and day; a hint while no report is chosen. */
export function PagesSection({
  usage,
  reportId,
  onClose,
}: {
  usage: ReportUsage;
  reportId: string | undefined;
  onClose: () => void;
}) {
  const report = usage.topReports.find((item) => item.reportId === reportId);
  if (reportId === undefined || !report) {
    return <Typography sx={{ mt: 2 }}>{usageTexts.pagesHint}</Typography>;
  }
  const { pages } = usage;
  return (
    <Box component="section" aria-labelledby="usage-pages" sx={{ mt: 4 }}>
      <Typography variant="h2" id="usage-pages" gutterBottom>
        {usageTexts.pagesTitle(report.reportName)}
      </Typography>
      {/* Until the report's pages arrive, the previous answer (without pages) is still shown. */}
      {pages === undefined ? (
        <LoadingIndicator />
      ) : (
        <DailyViewsChart
          description={usageTexts.pagesDescription(pages.map((page) => page.pageLabel).join(', '))}
          tableName={usageTexts.pagesTable(report.reportName)}
          days={usage.days}
          series={pages.map((page) => ({ id: page.pageName || '-', label: page.pageLabel, data: page.daily }))}
        />
      )}
      <Button sx={{ mt: 1 }} onClick={onClose}>
        {usageTexts.closePages}
      </Button>
    </Box>
  );
}
