import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReportUsage, ReportUsageQuery } from '@shared/schemas';
import { usageTexts } from '@shared/texts';
import { NoResizeObserver } from '../../testing/viewTestDoubles';
import { ReportUsagePage } from './Page';
import { fetchReportUsage } from './usageApi';

vi.mock('./usageApi', () => ({ fetchReportUsage: vi.fn() }));
const fetchUsage = vi.mocked(fetchReportUsage);

const usage = (query: ReportUsageQuery, extra: Partial<ReportUsage> = {}): ReportUsage => ({
  from: query.from,
  to: query.to,
  days: ['2026-11-22', '2026-11-23'],
  totals: { views: 4, users: 2, accountChanges: 1 },
  daily: [
    { reportId: '13', reportName: 'Ertragsentwicklung', views: [0, 3] },
    { reportId: '1', reportName: 'Vertriebsübersicht', views: [1, 0] },
  ],
  topReports: [
    {
      reportId: '13',
      reportName: 'Ertragsentwicklung',
      views: 3,
      users: 1,
      accountChanges: 0,
      medianLoadMs: 1200,
      medianRenderMs: null,
    },
    {
      reportId: '1',
      reportName: 'Vertriebsübersicht',
      views: 1,
      users: 1,
      accountChanges: 1,
      medianLoadMs: 900,
      medianRenderMs: 300,
    },
  ],
  organisations: [
    { orgId: '1', orgName: 'Sparkasse Musterstadt', views: 3 },
    { orgId: null, orgName: usageTexts.unknownOrganisation, views: 1 },
  ],
  ...(query.reportId === '13'
    ? {
        pages: [
          { pageName: 'ReportSection1', pageLabel: 'Übersicht', views: 2, daily: [0, 2] },
          { pageName: 'ReportSection2', pageLabel: 'Monatsverlauf', views: 1, daily: [0, 1] },
        ],
      }
    : {}),
  ...extra,
});

const renderPage = () =>
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <ReportUsagePage />
    </QueryClientProvider>,
  );

const rowsOf = (name: string) =>
  within(screen.getByRole('table', { name }))
    .getAllByRole('row')
    .map((row) => row.textContent);

beforeEach(() => {
  fetchUsage.mockReset();
  vi.stubGlobal('ResizeObserver', NoResizeObserver);
  vi.useFakeTimers({ now: new Date(2026, 10, 23, 10, 0), toFake: ['Date'] });
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

// The charts and the date fields render slowly in jsdom on a loaded machine.
describe('ReportUsagePage', { timeout: 30_000 }, () => {
  it('asks for the last 30 days and shows the chart with its table, the top reports and the organisations', async () => {
    fetchUsage.mockImplementation((query) => Promise.resolve(usage(query)));
    renderPage();

    expect(await screen.findByText(usageTexts.summary(4, 2, 1))).toBeInTheDocument();
    expect(fetchUsage).toHaveBeenCalledWith({ from: '2026-10-25', to: '2026-11-23' });
    expect(screen.getByRole('heading', { level: 1, name: 'Berichtsnutzung' })).toBeInTheDocument();
    expect(
      screen.getByRole('img', { name: usageTexts.dailyDescription('Ertragsentwicklung, Vertriebsübersicht') }),
    ).toBeInTheDocument();

    await userEvent.click(screen.getAllByRole('button', { name: usageTexts.chartTable })[0]!);
    expect(rowsOf(usageTexts.dailyTable)).toEqual([
      'TagErtragsentwicklungVertriebsübersicht',
      '22.11.202601',
      '23.11.202630',
    ]);
    expect(rowsOf(usageTexts.topReportsTable)).toEqual([
      'BerichtAufrufeBenutzerKontowechselMedian Ladezeit (ms)Median Renderzeit (ms)',
      'Ertragsentwicklung3101.200–',
      'Vertriebsübersicht111900300',
    ]);
    expect(rowsOf(usageTexts.organisationsTable)).toEqual([
      'OrganisationAufrufe',
      'Sparkasse Musterstadt3',
      'Ohne Organisation1',
    ]);
    expect(screen.getByText(usageTexts.pagesHint)).toBeInTheDocument();
  });

  it('shows a report’s pages over time when its name is chosen', async () => {
    fetchUsage.mockImplementation((query) => Promise.resolve(usage(query)));
    renderPage();

    await userEvent.click(await screen.findByRole('button', { name: usageTexts.showPages('Ertragsentwicklung') }));
    expect(
      await screen.findByRole('heading', { name: usageTexts.pagesTitle('Ertragsentwicklung') }),
    ).toBeInTheDocument();
    expect(fetchUsage).toHaveBeenLastCalledWith({ from: '2026-10-25', to: '2026-11-23', reportId: '13' });
    expect(screen.getByRole('button', { name: usageTexts.showPages('Ertragsentwicklung') })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    expect(
      screen.getByRole('img', { name: usageTexts.pagesDescription('Übersicht, Monatsverlauf') }),
    ).toBeInTheDocument();
    await userEvent.click(screen.getAllByRole('button', { name: usageTexts.chartTable })[1]!);
    expect(rowsOf(usageTexts.pagesTable('Ertragsentwicklung'))).toEqual([
      'TagÜbersichtMonatsverlauf',
      '22.11.202600',
      '23.11.202621',
    ]);

    await userEvent.click(screen.getByRole('button', { name: usageTexts.closePages }));
    expect(await screen.findByText(usageTexts.pagesHint)).toBeInTheDocument();
  });

  it('shows the empty state when the range has no events', async () => {
    fetchUsage.mockImplementation((query) =>
      Promise.resolve(
        usage(query, {
          totals: { views: 0, users: 0, accountChanges: 0 },
          daily: [],
          topReports: [],
          organisations: [],
        }),
      ),
    );
    renderPage();
    expect(await screen.findByText(usageTexts.empty)).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('asks nothing for a reversed range and says why', async () => {
    fetchUsage.mockImplementation((query) => Promise.resolve(usage(query)));
    renderPage();
    await screen.findByText(usageTexts.summary(4, 2, 1));
    const to = screen.getByRole('group', { name: usageTexts.to });
    await userEvent.type(within(to).getByRole('spinbutton', { name: 'Jahr' }), '2025');
    expect(await screen.findByText(usageTexts.rangeInvalid)).toBeInTheDocument();
    expect(fetchUsage).toHaveBeenCalledTimes(1);
  });

  it('says so when the usage cannot be loaded', async () => {
    fetchUsage.mockRejectedValue(new Error('boom'));
    renderPage();
    expect(await screen.findByText(usageTexts.loadFailed)).toBeInTheDocument();
  });
});
