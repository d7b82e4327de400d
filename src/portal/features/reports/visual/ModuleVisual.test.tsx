import { render, screen } from '@testing-library/react';
import { RadarQueryProvider } from '@shared/query';
import { portalTexts } from '@shared/texts';
import { SnackbarProvider } from '@shared/ui/kit/Snackbar';
import { ModuleVisual } from './ModuleVisual';

const texts = portalTexts.dashboard;
const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

const info = (pbiAccountId: number, key: string, sortPriority: number) => ({
  pbiAccountId,
  pbiAccountDetails: { displayname: key, key, sortPriority },
  moduleId: 17,
  reportId: 30,
  reportName: 'Zinsbuchsteuerung',
  moduleName: 'Zinsbuch-Barwert',
  external: false,
  reportKey: 'zinsbuch',
});
const pages = [
  {
    name: 'ReportSection2',
    displayName: 'Zeitverlauf',
    visibility: 0,
    visuals: [{ title: 'Durchschnitt je Monat', kind: 'KPI', data: [{ Kennzahl: 'Barwert', Wert: 1074 }] }],
  },
];

let embedsAsked: string[];
beforeEach(() => {
  embedsAsked = [];
  vi.stubGlobal(
    'fetch',
    vi.fn<typeof fetch>((input) => {
      const url = new URL(String(input), 'http://localhost');
      if (url.pathname.endsWith('/report/pbi/info')) {
        return Promise.resolve(json([info(2, 'vorstand', 1), info(1, 'standard', 2)]));
      }
      if (url.pathname.endsWith('/report/pbi/embed')) {
        embedsAsked.push(url.searchParams.get('pbiAccountId') ?? '');
        return Promise.resolve(json({ kind: 'LOCAL', pages }));
      }
      return Promise.resolve(json({ code: 'NOT_FOUND' }, 404));
    }),
  );
});
afterEach(() => vi.unstubAllGlobals());

const renderVisual = (visualName: string, accountKey?: string) =>
  render(
    <SnackbarProvider>
      <RadarQueryProvider>
        <ModuleVisual
          moduleId={17}
          reportId={30}
          accountKey={accountKey}
          pageName="ReportSection2"
          visualName={visualName}
        />
      </RadarQueryProvider>
    </SnackbarProvider>,
  );

it('draws the named visual of the named page with the account the module names', async () => {
  renderVisual('Durchschnitt je Monat', 'standard');
  expect(await screen.findByRole('definition')).toHaveTextContent('1.074');
  expect(embedsAsked).toEqual(['1']);
});

it('takes the first account by priority when the module names none the user has', async () => {
  renderVisual('Durchschnitt je Monat', 'gibt-es-nicht');
  await screen.findByRole('definition');
  expect(embedsAsked).toEqual(['2']);
});

it('says so in the card when the page has no such visual', async () => {
  renderVisual('Gibt es nicht');
  expect(await screen.findByText(texts.visualNotFound)).toBeInTheDocument();
});
