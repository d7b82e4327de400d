import { render, screen } from '@testing-library/react';
import type { ReportLookup } from '@shared/schemas/reportLookup';
import { ReportLookupFacts } from './ReportLookupFacts';

const answer: ReportLookup = {
  path: 'modules/2/reports/1',
  module: { id: 2, name: 'Vertriebssteuerung', type: 'PBI_REPORT', active: true, categories: ['Vertrieb'] },
  report: {
    id: 1,
    name: 'Vertriebsübersicht',
    groupName: null,
    reportKey: 'VERTRIEB_UEBERSICHT',
    shortLink: '/s/rv-9e3779b1',
    pages: ['Übersicht', 'Details'],
  },
  reportIsInModule: false,
  accounts: [{ id: 1, name: 'Radar Standard', email: 'radar-standard@sparkassen-portal.example' }],
  access: {
    accountCount: 4711,
    directAccounts: ['gabi.analytics', 'kurt.kunde'],
    groups: [{ id: 3, name: 'Vertrieb Nord', members: ['max.muster'] }],
    zbvRoles: [
      { zbvRole: 'SPK_VERTRIEB', organisation: null },
      { zbvRole: 'SPK_CONTROLLING', organisation: 'Sparkasse Musterstadt' },
    ],
  },
  contactInfo: {
    supportAvailable: true,
    description: '<p>Montags bis <b>freitags</b></p>',
    jiraChildId: 4711,
    email: null,
    source: 'default',
  },
};

/** Each term of the section under `heading` (or of the first, unheaded one) with its value. */
function factsUnder(heading?: string): Record<string, string> {
  const section = heading
    ? screen.getByRole('heading', { name: heading }).closest('section')
    : document.querySelector('section');
  const terms = [...(section?.querySelectorAll('dt') ?? [])];
  return Object.fromEntries(terms.map((term) => [term.textContent, term.nextElementSibling?.textContent ?? '']));
}

describe('ReportLookupFacts', () => {
  it('shows the answer as German labelled text, part by part, with no key or brace of the JSON', () => {
    const { container } = render(<ReportLookupFacts answer={answer} />);
    expect(factsUnder()).toEqual({ 'Geprüfter Pfad': 'modules/2/reports/1', 'Bericht im Modul': 'Nein' });
    expect(factsUnder('Modul')).toEqual({
      Name: 'Vertriebssteuerung',
      ID: '2',
      Modultyp: 'PBI-Bericht',
      Aktiv: 'Ja',
      Kategorien: 'Vertrieb',
    });
    expect(factsUnder('Bericht')).toMatchObject({
      Name: 'Vertriebsübersicht',
      Gruppe: '–',
      Kurzlink: '/s/rv-9e3779b1',
      'Sichtbare Seiten': 'Übersicht, Details',
    });
    expect(factsUnder('PBI-Konten')).toEqual({ 'Radar Standard': 'radar-standard@sparkassen-portal.example' });
    expect(factsUnder('Berechtigte')).toEqual({
      'Konten mit Zugriff': '4711',
      'Einzeln freigegeben für': 'gabi.analytics, kurt.kunde',
      'Über Gruppen': 'Vertrieb Nord (max.muster)',
      'Über ZBV-Rollen': 'SPK_VERTRIEB (alle Organisationen), SPK_CONTROLLING (Sparkasse Musterstadt)',
    });
    expect(factsUnder('Support-Kontakt')).toEqual({
      'Support verfügbar': 'Ja',
      'E-Mail-Adresse': '–',
      'Jira-Unterkomponente': '4711',
      Beschreibung: 'Montags bis freitags',
      Kontakteintrag: 'allgemeiner Eintrag („default“)',
    });
    expect(container.textContent).not.toMatch(/[{}"]|reportIsInModule|accountCount/);
  });

  it('says when the report belongs to no PBI account', () => {
    render(<ReportLookupFacts answer={{ ...answer, accounts: [] }} />);
    expect(factsUnder('PBI-Konten')).toEqual({ 'PBI-Konten': 'Keinem PBI-Konto zugeordnet.' });
  });
});
