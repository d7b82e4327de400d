import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import type { EmbedConfig, ReportInfo } from '@shared/portalApi';
import { RadarQueryProvider } from '@shared/query';
import { portalTexts, reportTexts } from '@shared/texts';
import { SnackbarProvider } from '@shared/ui/kit/Snackbar';
import { SupportReportContext } from '../support/supportDialogContext';
import { ReportView } from './ReportView';
import { recordUsage } from './tracking/usageTracking';

vi.mock('./tracking/usageTracking', () => ({ recordUsage: vi.fn() }));

const fetchMock = vi.fn<typeof fetch>();
const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

const info = (pbiAccountId: number, displayname: string, sortPriority: number): ReportInfo => ({
  pbiAccountId,
  pbiAccountDetails: { displayname, key: `${displayname.toLowerCase()}@example.org`, sortPriority },
  moduleId: 2,
  reportId: 1,
  reportName: 'Vertriebsübersicht',
  moduleName: 'Vertriebssteuerung',
  external: false,
  confluenceOriginalPageId: '1011',
  reportKey: 'VERTRIEB',
});
const kpiPage = (name: string, displayName: string, visibility: 0 | 1) => ({
  name,
  displayName,
  visibility,
  visuals: [{ kind: 'KPI' as const, title: `Kennzahlen ${displayName}`, data: [{ Kennzahl: 'Volumen', Wert: 1 }] }],
});
const embed: EmbedConfig = {
  kind: 'LOCAL',
  pages: [kpiPage('S1', 'Übersicht', 0), kpiPage('S2', 'Details', 0), kpiPage('S9', 'Technik', 1)],
};

let infoStatus: number;
let favoriteStatus: number;

beforeEach(() => {
  infoStatus = 200;
  favoriteStatus = 204;
  vi.mocked(recordUsage).mockReset();
  fetchMock.mockReset();
  fetchMock.mockImplementation((input) => {
    const url = String(input);
    if (url.includes('/report/pbi/info')) {
      return Promise.resolve(
        infoStatus === 200 ? json([info(2, 'Vorstand', 2), info(1, 'Standard', 1)]) : json({}, infoStatus),
      );
    }
    if (url.includes('/report/pbi/embed')) return Promise.resolve(json(embed));
    if (url.includes('/filter-definitions/list')) return Promise.resolve(json({}, 500));
    if (url.includes('/report/favorite/all')) return Promise.resolve(json([]));
    if (url.includes('/report/favorite')) {
      return Promise.resolve(favoriteStatus === 204 ? new Response(null, { status: 204 }) : json({}, favoriteStatus));
    }
    return Promise.resolve(json({}));
  });
  vi.stubGlobal('fetch', fetchMock);
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

function Location() {
  const { pathname, search } = useLocation();
  return <output aria-label="Adresse">{`${pathname}${search}`}</output>;
}

/** The report the view names for the support dialog (the shell's ShellDialogsProvider keeps it in the portal). */
const supportReportShown = vi.fn();

const renderView = () =>
  render(
    <SnackbarProvider>
      <RadarQueryProvider>
        <SupportReportContext value={supportReportShown}>
          <MemoryRouter initialEntries={['/modules/2/reports/1']}>
            <Routes>
              <Route path="/modules/2/reports/1" element={<ReportView moduleId="2" reportId="1" />} />
              <Route path="*" element={<Location />} />
            </Routes>
          </MemoryRouter>
        </SupportReportContext>
      </RadarQueryProvider>
    </SnackbarProvider>,
  );

describe('ReportView', () => {
  it('offers the accounts in selector order, the visible pages as tabs, and the manual page', async () => {
    renderView();
    expect(await screen.findByRole('heading', { level: 1, name: 'Vertriebsübersicht' })).toBeInTheDocument();
    const tabs = await screen.findByRole('tablist', { name: reportTexts.pageTabs });
    expect(
      within(tabs)
        .getAllByRole('tab')
        .map((tab) => tab.textContent),
    ).toEqual(['Übersicht', 'Details']);
    expect(screen.getByRole('combobox', { name: reportTexts.account })).toHaveTextContent(/^Standard/);
    expect(screen.getByRole('link', { name: reportTexts.manualPageNewTab })).toHaveAttribute('href', '/docs/1011');
    expect(screen.getByRole('link', { name: reportTexts.exports })).toHaveAttribute(
      'href',
      '/reportexport/view?reportId=1',
    );
    // The failed filter-definitions call is only logged.
    await waitFor(() => expect(console.error).toHaveBeenCalled());
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('records the account change and shows the report again with the other account', async () => {
    renderView();
    await userEvent.click(await screen.findByRole('combobox', { name: reportTexts.account }));
    await userEvent.click(screen.getByRole('option', { name: /^Vorstand/ }));
    expect(recordUsage).toHaveBeenCalledWith({
      kind: 'REPORT_ACCOUNT_CHANGE',
      moduleId: 2,
      reportId: 1,
      pbiAccountId: 2,
    });
    await waitFor(() =>
      expect(recordUsage).toHaveBeenLastCalledWith(
        expect.objectContaining({ kind: 'REPORT_PAGE_USAGE', pbiAccountId: 2, pageName: 'S1' }),
      ),
    );
  });

  it('follows a tab into the report and records the page view', async () => {
    renderView();
    await userEvent.click(await screen.findByRole('tab', { name: 'Details' }));
    expect(await screen.findByText('Kennzahlen Details')).toBeInTheDocument();
    await waitFor(() =>
      expect(recordUsage).toHaveBeenLastCalledWith(
        expect.objectContaining({ kind: 'REPORT_PAGE_USAGE', pbiAccountId: 1, pageName: 'S2' }),
      ),
    );
  });

  it('rolls the favourite star back with the German alert when adding fails', async () => {
    favoriteStatus = 500;
    renderView();
    const star = await screen.findByRole('button', { name: reportTexts.addFavorite });
    await userEvent.click(star);
    expect(await screen.findByText(new RegExp(portalTexts.dashboard.reportAddFailed))).toBeInTheDocument();
    expect(screen.getByRole('button', { name: reportTexts.addFavorite })).toHaveAttribute('aria-pressed', 'false');
  });

  it('leads to /error with the module and report when the user may not open the report', async () => {
    infoStatus = 403;
    renderView();
    expect(await screen.findByRole('status', { name: 'Adresse' }, { timeout: 4000 })).toHaveTextContent(
      '/error?module=2&report=1',
    );
  });
});
