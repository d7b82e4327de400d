import Container from '@mui/material/Container';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import { useEffect, useEffectEvent, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { TransportError } from '@shared/api';
import { reportErrorPath } from '@shared/routes';
import { reportTexts } from '@shared/texts';
import { LoadingIndicator } from '@shared/ui/kit/LoadingIndicator';
import { useSnackbar } from '@shared/ui/kit/Snackbar';
import { AssistantLauncher } from '../assistant/AssistantLauncher';
import { usePageTitle } from '../settings/usePageTitle';
import { useSupportReport } from '../support/supportDialogContext';
import { useAccountSelection } from './accounts/useAccountSelection';
import { useFilterDefinitions } from './api/getFilterDefinitions';
import { useReportInfos } from './api/getReportInfos';
import { useReportFavorite } from './api/reportFavorite';
import { ReportCanvas } from './components/ReportCanvas';
import { ReportPageTabs } from './components/ReportPageTabs';
import { ReportToolbar } from './components/ReportToolbar';
import type { ReportPage } from './renderers/types';
import { recordUsage } from './tracking/usageTracking';

export interface ReportViewProps {
  moduleId: string;
  reportId: string;
}

/** The server's answer for a report the user may not open (or that is gone): /error says so, nothing to log. */
const isRefusal = (error: unknown) => error instanceof TransportError && (error.status === 403 || error.status === 404);

/**
 * One report of one module, whichever route opened it: its infos per account, the account choice, the page
 * tabs, the report itself, and the assistant when the module has it. A report the user may not open, or one
 * that fails to load, leads to /error with the module and report.
 */
export function ReportView({ moduleId, reportId }: ReportViewProps) {
  const navigate = useNavigate();
  const infos = useReportInfos(moduleId, reportId);
  const selection = useAccountSelection(infos.data);
  const info = infos.data?.[0];
  const favorite = useReportFavorite(moduleId, reportId, info?.reportName);
  const filters = useFilterDefinitions(selection.activeInfo);
  const [pages, setPages] = useState<readonly ReportPage[]>([]);
  const [activePage, setActivePage] = useState<string>();
  const { showMessage } = useSnackbar();
  usePageTitle(info?.reportName);
  useSupportReport(info && { reportName: info.reportName, moduleId, reportId });

  const goToError = (error?: unknown) => {
    if (error && !isRefusal(error)) console.error('Bericht konnte nicht geladen werden:', error);
    navigate(reportErrorPath(moduleId, reportId), { replace: true });
  };
  const failToLoad = useEffectEvent(goToError);
  useEffect(() => {
    if (infos.error) failToLoad(infos.error);
    else if (infos.data?.length === 0) failToLoad();
  }, [infos.error, infos.data]);

  const selectAccount = (id: string) => {
    const chosen = selection.options.find((option) => String(option.id) === id);
    if (!info || !chosen || id === String(selection.selectedId)) return;
    recordUsage({
      kind: 'REPORT_ACCOUNT_CHANGE',
      moduleId: info.moduleId,
      reportId: info.reportId,
      pbiAccountId: chosen.id,
    });
    setPages([]);
    setActivePage(undefined);
    selection.select(chosen.id);
    // The focus stays on the account field: the snackbar (role status) says what changed.
    showMessage(reportTexts.accountChanged(chosen.name));
  };

  if (!info) return <LoadingIndicator />;
  return (
    <Container maxWidth={false} sx={{ py: 2 }}>
      <Stack spacing={2}>
        <ReportToolbar
          info={selection.activeInfo ?? info}
          accounts={selection.options}
          selectedAccountId={selection.selectedId}
          onSelectAccount={selectAccount}
          favorite={favorite}
          filters={filters.data ?? []}
          assistant={<AssistantLauncher moduleId={moduleId} />}
        />
        <ReportPageTabs pages={pages} activePage={activePage} onSelect={setActivePage} />
        <Paper variant="outlined" sx={{ p: { xs: 1, sm: 2 } }} aria-busy={!selection.activeInfo}>
          {selection.activeInfo ? (
            <ReportCanvas
              key={String(selection.activeInfo.pbiAccountId)}
              info={selection.activeInfo}
              activePage={activePage}
              onPages={setPages}
              onPageChanged={setActivePage}
              onFailed={goToError}
            />
          ) : (
            <LoadingIndicator title={reportTexts.loading} />
          )}
        </Paper>
      </Stack>
    </Container>
  );
}
