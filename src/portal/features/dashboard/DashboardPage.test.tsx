import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import type { ModuleDto, ModulePage } from '../../../shared/portalApi';
import { RadarQueryProvider } from '../../../shared/query';
import { portalTexts } from '../../../shared/texts';
import { SnackbarProvider } from '../../../shared/ui/kit/Snackbar';
import { DashboardPage } from './DashboardPage';

const texts = portalTexts.dashboard;
const fetchMock = vi.fn<typeof fetch>();
const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

const module = (id: number, name: string, moduleType: string, extra: Partial<ModuleDto> = {}): ModuleDto => ({
  id,
  name,
  pbiModule: false,
  active: true,
  moduleType,
  properties: {},
  width: 1,
  height: 1,
  categories: [],
  media: [],
  reports: [],
  favorite: false,
  ...extra,
});
const modules = [
  module(1, 'Verbandsnews', 'HTML', {
    properties: { htmlText: '<p>Neu</p><img src=x onerror="window.hacked=1"><script>window.hacked=2</script>' },
  }),
  module(2, 'Unbekannt', 'LINK'),
  module(3, 'Fremde Seite', 'IFRAME', { properties: { iframeUrl: 'https://example.org' }, embedAllowed: false }),
  module(4, 'Vertrieb', 'PBI_REPORT', {
    reports: [{ id: 7, name: 'Neukunden', moduleId: 4, reportKey: 'N', favorite: false }],
  }),
];
let favoriteStatus: number;

beforeEach(() => {
  favoriteStatus = 204;
  fetchMock.mockReset();
  fetchMock.mockImplementation((input) => {
    const url = String(input);
    if (url.includes('/module/pbi/all')) {
      const page: ModulePage = {
        content: modules.map((moduleDto) => ({ moduleDto, favorite: Boolean(moduleDto.favorite) })),
        totalPages: 1,
        totalElements: modules.length,
      };
      return Promise.resolve(json(page));
    }
    if (url.includes('/dimension/all')) return Promise.resolve(json({ categories: [], userGroups: [] }));
    if (url.includes('/favorite')) {
      return Promise.resolve(favoriteStatus === 204 ? new Response(null, { status: 204 }) : json({}, favoriteStatus));
    }
    return Promise.resolve(json({}));
  });
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => {
  vi.unstubAllGlobals();
});

const renderPage = () =>
  render(
    <SnackbarProvider>
      <RadarQueryProvider>
        <MemoryRouter>
          <DashboardPage />
        </MemoryRouter>
      </RadarQueryProvider>
    </SnackbarProvider>,
  );

describe('DashboardPage', () => {
  it('renders the cards: sanitised HTML, an unknown type, a refused iframe, a report list', async () => {
    renderPage();
    const html = await screen.findByRole('article', { name: 'Verbandsnews' });
    expect(within(html).getByText('Neu')).toBeInTheDocument();
    expect(html.querySelector('script')).toBeNull();
    expect(html.querySelector('[onerror]')).toBeNull();
    expect(screen.getByRole('article', { name: 'Unbekannt' })).toHaveTextContent(texts.moduleTypeNotFound);
    const iframe = screen.getByRole('article', { name: 'Fremde Seite' });
    expect(iframe).toHaveTextContent(texts.iframeNotAllowed);
    expect(iframe.querySelector('iframe')).toBeNull();
    expect(screen.getByRole('link', { name: 'Neukunden' })).toHaveAttribute('href', '/modules/4/reports/7');
  });

  it('rolls a failed module favourite back and says so in German', async () => {
    favoriteStatus = 500;
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    renderPage();
    const star = await screen.findByRole('button', { name: texts.addFavorite('Vertrieb') });
    await userEvent.click(star);
    expect(await screen.findByRole('alert')).toHaveTextContent(`${texts.favoriteChangeFailed}. Interner Serverfehler`);
    await waitFor(() =>
      expect(screen.getByRole('button', { name: texts.addFavorite('Vertrieb') })).toBeInTheDocument(),
    );
    expect(fetchMock).toHaveBeenCalledWith('/backend/module/4/favorite', expect.objectContaining({ method: 'POST' }));
  });

  it('searches module and report names', async () => {
    renderPage();
    await screen.findByRole('article', { name: 'Vertrieb' });
    await userEvent.type(screen.getByRole('searchbox', { name: texts.searchLabel }), 'neukunden');
    await waitFor(() => expect(screen.queryByRole('article', { name: 'Verbandsnews' })).not.toBeInTheDocument());
    expect(screen.getByRole('article', { name: 'Vertrieb' })).toBeInTheDocument();
  });
});
