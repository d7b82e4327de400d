import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useMemo, useState } from 'react';
import { alertMessage } from '@shared/api';
import { adminTitleOf } from '@shared/routes';
import type { ReportUsage } from '@shared/schemas';
import { usageTexts } from '@shared/texts';
import { DateLocalizationProvider, LoadingIndicator } from '@shared/ui/kit';
import { PageHeading } from '../../layout/PageHeading';
import { DailyViewsChart } from './DailyViewsChart';
import { DateRangeFilter, type DateRange } from './DateRangeFilter';
import { lastThirtyDays, usageQueryOf } from './dateRange';
import { OrganisationsSection } from './OrganisationsSection';
import { PagesSection } from './PagesSection';
import { TopReportsTable } from './TopReportsTable';
import { useReportUsage } from './useReportUsage';

const title = adminTitleOf('/admin/ReportUsage');
/** The chart draws the most viewed reports only; the table lists them all. */
const CHART_REPORTS = 5;

/** 'Berichtsnutzung': report usage from the tracking events in a range of days (admins only). */
export function ReportUsagePage() {
  return (
    <DateLocalizationProvider>
      <ReportUsage />
    </DateLocalizationProvider>
  );
}

function ReportUsage() {
  const [range, setRange] = useState<DateRange>(() => lastThirtyDays(new Date()));
  const [reportId, setReportId] = useState<string>();
  const query = useMemo(() => usageQueryOf(range.from, range.to, reportId), [range, reportId]);
  const usage = useReportUsage(query);
  return (
    <Box sx={{ my: 2 }}>
      <PageHeading title={title} />
      <Typography sx={{ mb: 2, maxWidth: 720 }}>{usageTexts.intro}</Typography>
      <DateRangeFilter value={range} onChange={setRange} />
      {query === null ? (
        <Alert severity="warning">{usageTexts.rangeInvalid}</Alert>
      ) : usage.error ? (
        <Alert severity="error">{alertMessage(usageTexts.loadFailed, usage.error)}</Alert>
      ) : usage.data ? (
        <UsageContent usage={usage.data} reportId={reportId} onSelect={setReportId} />
      ) : (
        <LoadingIndicator />
      )}
    </Box>
  );
}

function UsageContent({
  usage,
  reportId,
  onSelect,
}: {
  usage: ReportUsage;
  reportId: string | undefined;
  onSelect: (reportId: string | undefined) => void;
}) {
  if (usage.topReports.length === 0) return <Alert severity="info">{usageTexts.empty}</Alert>;
  const { totals } = usage;
  const charted = usage.daily.slice(0, CHART_REPORTS);
  return (
    <>
      <Typography role="status" sx={{ fontWeight: 600 }}>
        {usageTexts.summary(totals.views, totals.users, totals.accountChanges)}
      </Typography>
      <Box component="section" aria-labelledby="usage-daily" sx={{ mt: 3 }}>
        <Typography variant="h2" id="usage-daily" gutterBottom>
          {usageTexts.dailyTitle}
        </Typography>
        <DailyViewsChart
          description={usageTexts.dailyDescription(charted.map((report) => report.reportName).join(', '))}
          tableName={usageTexts.dailyTable}
          days={usage.days}
          series={charted.map((report) => ({ id: report.reportId, label: report.reportName, data: report.views }))}
        />
      </Box>
      <TopReportsTable reports={usage.topReports} selectedId={reportId} onSelect={onSelect} />
      <PagesSection usage={usage} reportId={reportId} onClose={() => onSelect(undefined)} />
      <OrganisationsSection organisations={usage.organisations} />
    </>
  );
}
