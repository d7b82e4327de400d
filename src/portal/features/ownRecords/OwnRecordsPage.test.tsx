import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import type { ComponentType } from 'react';
import { MemoryRouter } from 'react-router-dom';
import type { OwnExport, OwnSubscription } from '@shared/portalApi';
import { portalApiPaths } from '@shared/portalApi/paths';
import { portalTexts, reportTexts } from '@shared/texts';
import ReportExportsPage from '../reportExports/ReportExportsPage';
import ReportSubscriptionsPage from '../reportSubscriptions/ReportSubscriptionsPage';

const subscription = (id: number, name: string, reportId: number, reportName: string): OwnSubscription => ({
  id,
  name,
  frequency: 'MONTHLY',
  active: id % 2 === 1,
  moduleId: 4,
  reportId,
  moduleName: 'Risiko',
  reportName,
});
const pbiExport = (id: number, name: string, reportId: number, reportName: string): OwnExport => ({
  id,
  name,
  createdAt: '2026-11-02T09:00:00.000Z',
  templateName: 'Monatsvorlage',
  format: 'PDF',
  reportId,
  reportName,
  moduleId: 2,
  files: [],
  lastJob: null,
});

const fetchMock = vi.fn<typeof fetch>();
const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
/** What the server answers per path; settings are empty so the tab title keeps the default product name. */
let answers: Record<string, () => Response | Promise<Response>>;

beforeEach(() => {
  answers = {};
  fetchMock.mockReset();
  fetchMock.mockImplementation(async (input) => {
    const path = new URL(String(input), 'http://localhost').pathname.replace(/^\/backend/, '');
    return (answers[path] ?? (() => json({})))();
  });
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => {
  vi.unstubAllGlobals();
});

const renderPage = (Page: ComponentType, url: string) =>
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <MemoryRouter initialEntries={[url]}>
        <main>
          <Page />
        </main>
      </MemoryRouter>
    </QueryClientProvider>,
  );

const pages = [
  {
    title: 'Berichtsabonnements',
    Page: ReportSubscriptionsPage,
    url: '/reportsubscription/view',
    path: portalApiPaths.ownSubscriptions,
    labels: portalTexts.subscriptions,
    records: [
      subscription(1, 'Kreditrisiko zum Monatsanfang', 7, 'Kreditrisiko'),
      subscription(2, 'Vertrieb wöchentlich', 1, 'Vertriebsübersicht'),
    ],
  },
  {
    title: 'Exporte',
    Page: ReportExportsPage,
    url: '/reportexport/view',
    path: portalApiPaths.ownExports,
    labels: portalTexts.exports,
    records: [
      pbiExport(1, 'Kreditrisiko Oktober', 7, 'Kreditrisiko'),
      pbiExport(2, 'Vertrieb Oktober', 1, 'Vertriebsübersicht'),
    ],
  },
];

describe.each(pages)('the page $title of the user’s own records', ({ title, Page, url, path, labels, records }) => {
  it('names itself in the heading and the tab, says it is loading, then lists the records as headed items', async () => {
    let answer: (response: Response) => void = () => undefined;
    answers[path] = () => new Promise((resolve) => (answer = resolve));
    renderPage(Page, url);
    expect(screen.getByRole('heading', { level: 1, name: title })).toBeInTheDocument();
    expect(screen.getByText(labels.intro)).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Die Daten werden geladen ...');
    answer(json(records));
    const items = await screen.findAllByRole('listitem');
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    expect(items).toHaveLength(2);
    expect(within(items[0]!).getByRole('heading', { level: 2 })).toHaveTextContent(records[0]!.name);
    expect(within(items[1]!).getByRole('heading', { level: 2 })).toHaveTextContent(records[1]!.name);
    expect(document.title).toBe(`${title} – Kommunikationswelt Radar`);
  });

  it('says so when the user has none', async () => {
    answers[path] = () => json([]);
    renderPage(Page, url);
    expect(await screen.findByText(labels.empty)).toBeInTheDocument();
    expect(screen.queryByRole('list')).not.toBeInTheDocument();
  });

  it('shows its own German error alert when the list cannot be loaded', async () => {
    answers[path] = () => json({}, 500);
    const errorLog = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    renderPage(Page, url);
    expect(await screen.findByRole('alert')).toHaveTextContent(new RegExp(`^${labels.loadError}`));
    expect(screen.queryByText(labels.empty)).not.toBeInTheDocument();
    expect(errorLog).toHaveBeenCalledWith(`API error 500 for /backend${path}:`, {});
  });

  it('narrows the list to one report and links back to all of them', async () => {
    answers[path] = () => json(records);
    renderPage(Page, `${url}?reportId=1`);
    expect(await screen.findByText(reportTexts.filteredTo('Vertriebsübersicht'))).toBeInTheDocument();
    const items = screen.getAllByRole('listitem');
    expect(items).toHaveLength(1);
    expect(items[0]).toHaveTextContent(records[1]!.name);
    expect(screen.getByRole('link', { name: reportTexts.showAll })).toHaveAttribute('href', url);
  });
});
