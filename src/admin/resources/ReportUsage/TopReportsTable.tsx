import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import type { ReportUsage } from '@shared/schemas';
import { usageTexts } from '@shared/texts';
import { UsageTable } from './UsageTable';

const { columns } = usageTexts;
const milliseconds = (value: number | null) => value ?? usageTexts.noValue;

/** Every report with an event in the range, most viewed first; a report's name opens its pages below. */
export function TopReportsTable({
  reports,
  selectedId,
  onSelect,
}: {
  reports: ReportUsage['topReports'];
  selectedId: string | undefined;
  onSelect: (reportId: string) => void;
}) {
  return (
    <Box component="section" aria-labelledby="usage-top-reports" sx={{ mt: 4 }}>
      <Typography variant="h2" id="usage-top-reports" gutterBottom>
        {usageTexts.topReportsTitle}
      </Typography>
      <UsageTable
        name={usageTexts.topReportsTable}
        columns={[
          { label: columns.report },
          { label: columns.views, numeric: true },
          { label: columns.users, numeric: true },
          { label: columns.accountChanges, numeric: true },
          { label: columns.medianLoadMs, numeric: true },
          { label: columns.medianRenderMs, numeric: true },
        ]}
        rows={reports.map((report) => ({
          key: report.reportId,
          cells: [
            <Link
              key="name"
              component="button"
              type="button"
              aria-label={usageTexts.showPages(report.reportName)}
              aria-pressed={report.reportId === selectedId}
              onClick={() => onSelect(report.reportId)}
              sx={{ textAlign: 'left' }}
            >
              {report.reportName}
            </Link>,
            report.views,
            report.users,
            report.accountChanges,
            milliseconds(report.medianLoadMs),
            milliseconds(report.medianRenderMs),
          ],
        }))}
      />
    </Box>
  );
}
