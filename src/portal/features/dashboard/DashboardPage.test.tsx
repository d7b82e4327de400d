import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import type { ModuleDto, ModulePage } from '@shared/portalApi';
import { loadPortalSchemas } from '@shared/schemas/portalApi/portalSchema';
import { RadarQueryProvider } from '@shared/query';
import { portalTexts } from '@shared/texts';
import { loadSanitizer } from '@shared/ui/kit/SanitizedHtml/DeferredSanitizedHtml';
import { SnackbarProvider } from '@shared/ui/kit/Snackbar';
import { DashboardPage } from './DashboardPage';

const texts = portalTexts.dashboard;

// The schemas and the sanitiser load on demand in the app; loaded here once, so the first test does not pay for it.
beforeAll(async () => {
  await Promise.all([loadPortalSchemas(), loadSanitizer()]);
}, 30_000);
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
let served: ModuleDto[];

beforeEach(() => {
  favoriteStatus = 204;
  served = modules;
  fetchMock.mockReset();
  fetchMock.mockImplementation((input) => {
    const url = String(input);
    if (url.includes('/module/pbi/all')) {
      const page: ModulePage = {
        content: served.map((moduleDto) => ({ moduleDto, favorite: Boolean(moduleDto.favorite) })),
        totalPages: 1,
        totalElements: served.length,
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

  it('renders a large grid only near the viewport, and a search brings a far card into it', async () => {
    served = Array.from({ length: 60 }, (_, index) => module(100 + index, `Modul ${index + 1}`, 'HTML'));
    renderPage();
    const grid = await screen.findByRole('region', { name: texts.gridLabel });
    await waitFor(() => expect(within(grid).getAllByRole('article').length).toBeGreaterThan(0));
    expect(within(grid).getAllByRole('article').length).toBeLessThan(60);
    expect(within(grid).queryByRole('article', { name: 'Modul 60' })).not.toBeInTheDocument();
    await userEvent.type(screen.getByRole('searchbox', { name: texts.searchLabel }), 'Modul 60');
    expect(await within(grid).findByRole('article', { name: 'Modul 60' })).toBeInTheDocument();
  });
});
