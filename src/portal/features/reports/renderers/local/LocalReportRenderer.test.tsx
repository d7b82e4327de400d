import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReportPage } from '../types';
import { LocalReportRenderer } from './LocalReportRenderer';

const pages: ReportPage[] = [
  {
    name: 'ReportSection1',
    displayName: 'Übersicht',
    visibility: 0,
    visuals: [
      {
        kind: 'KPI',
        title: 'Volumen gesamt',
        data: [
          { Kennzahl: 'Volumen aktuell', Wert: 741 },
          { Kennzahl: 'Veränderung in %', Wert: 16.9 },
        ],
      },
    ],
  },
  { name: 'Hidden', displayName: 'Technik', visibility: 1, visuals: [] },
  {
    name: 'ReportSection3',
    displayName: 'Details',
    visibility: 0,
    visuals: [{ kind: 'TABLE', title: 'Volumen je Filiale', data: [{ Filiale: 'Nord', Volumen: 1234.5 }] }],
  },
];

const events = () => ({ onLoaded: vi.fn(), onRendered: vi.fn(), onPageChanged: vi.fn(), onError: vi.fn() });

describe('LocalReportRenderer', () => {
  it('reports all pages once, shows the first visible page and announces it', () => {
    const handlers = events();
    render(<LocalReportRenderer title="Vertrieb" pages={pages} {...handlers} />);
    expect(handlers.onLoaded).toHaveBeenCalledExactlyOnceWith(pages);
    expect(handlers.onPageChanged).toHaveBeenCalledExactlyOnceWith('ReportSection1');
    const kpis = screen.getByRole('region', { name: 'Volumen gesamt' });
    expect(within(kpis).getByText('Volumen aktuell')).toBeVisible();
    expect(within(kpis).getByText('16,9')).toBeVisible();
    expect(screen.getByText('Seite 1 von 2')).toBeVisible();
  });

  it('pages with its own navigation over visible pages only and announces each page', async () => {
    const handlers = events();
    render(<LocalReportRenderer title="Vertrieb" pages={pages} {...handlers} />);
    await userEvent.click(screen.getByRole('button', { name: 'Nächste Seite' }));
    expect(handlers.onPageChanged).toHaveBeenLastCalledWith('ReportSection3');
    expect(screen.getByText('Seite 2 von 2')).toBeVisible();
    expect(within(screen.getByRole('table', { name: 'Volumen je Filiale' })).getByText('1.234,5')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Nächste Seite' })).toBeDisabled();
    await userEvent.click(screen.getByRole('button', { name: 'Vorherige Seite' }));
    expect(handlers.onPageChanged).toHaveBeenLastCalledWith('ReportSection1');
  });

  it('follows a page chosen outside the report', () => {
    const handlers = events();
    const { rerender } = render(<LocalReportRenderer title="Vertrieb" pages={pages} {...handlers} />);
    rerender(<LocalReportRenderer title="Vertrieb" pages={pages} activePage="ReportSection3" {...handlers} />);
    expect(handlers.onPageChanged).toHaveBeenLastCalledWith('ReportSection3');
    expect(screen.getByText('Seite 2 von 2')).toBeVisible();
  });

  it('says so when a report has no visible page', () => {
    render(<LocalReportRenderer title="Leer" pages={[pages[1]!]} {...events()} />);
    expect(screen.getByText('Dieser Bericht hat keine sichtbaren Seiten.')).toBeVisible();
  });
});
