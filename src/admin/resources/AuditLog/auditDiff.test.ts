// @vitest-environment jsdom
import { formatDateTime } from '../../grid/cellText';
import { auditDiff } from './auditDiff';

const changedOnly = (rows: ReturnType<typeof auditDiff>) => rows.filter((row) => row.changed);

describe('auditDiff', () => {
  it('lists every field of either side with its German label and marks what changed', () => {
    expect(auditDiff('groups', { id: 1, name: 'A' }, { id: 1, name: 'B', description: 'neu' })).toEqual([
      { field: 'id', label: 'ID', before: '1', after: '1', changed: false },
      { field: 'name', label: 'Name', before: 'A', after: 'B', changed: true },
      { field: 'description', label: 'Beschreibung', before: '', after: 'neu', changed: true },
    ]);
  });

  it("shows a module's properties part by part, labelled, with HTML as its text", () => {
    const before = { id: 6, active: true, properties: { htmlText: '<h3>Alt</h3><p>Erster &amp; <b>zweiter</b></p>' } };
    const after = { id: 6, active: false, properties: { htmlText: '<h3>Neu</h3><ul><li>Eins</li><li>Zwei</li></ul>' } };
    expect(changedOnly(auditDiff('modules', before, after))).toEqual([
      { field: 'active', label: 'Aktiv', before: 'Ja', after: 'Nein', changed: true },
      {
        field: 'properties.htmlText',
        label: 'Eigenschaften: HTML-Inhalt',
        before: 'Alt Erster & zweiter',
        after: 'Neu Eins Zwei',
        changed: true,
      },
    ]);
  });

  it('reads values as the grid shows them: choices, times, lists, ids as written', () => {
    const rows = auditDiff('contactInfos', undefined, {
      id: 4711,
      reportName: 'Depotvolumen',
      jiraChildId: 4720,
      description: '<p>Nur <i>werktags</i>.</p>',
    });
    expect(rows.map((row) => [row.label, row.after])).toEqual([
      ['ID', '4711'],
      ['Berichtsname', 'Depotvolumen'],
      ['Jira-Unterkomponente', '4720'],
      ['Beschreibung (HTML)', 'Nur werktags.'],
    ]);
    const job = auditDiff(
      'pbiExportJobs',
      { status: 'queued' },
      { status: 'failed', startedAt: '2026-11-28T08:30:00.000Z' },
    );
    expect(job.map((row) => [row.label, row.before, row.after])).toEqual([
      ['Status', 'Wartend', 'Fehlgeschlagen'],
      ['Gestartet', '', formatDateTime('2026-11-28T08:30:00.000Z')],
    ]);
    const report = auditDiff(
      'pbiReports',
      {},
      {
        pages: [
          { name: 'p1', displayName: 'Übersicht' },
          { name: 'p2', displayName: 'Details' },
        ],
      },
    );
    expect(report[0]).toMatchObject({ label: 'Seiten', after: 'Übersicht, Details' });
  });

  it('keeps the field names of a record no screen knows and has an empty side for creates and deletes', () => {
    expect(auditDiff('somethingElse', undefined, { id: 5, flag: true })).toEqual([
      { field: 'id', label: 'id', before: '', after: '5', changed: true },
      { field: 'flag', label: 'flag', before: '', after: 'Ja', changed: true },
    ]);
    expect(auditDiff('groups', { id: 5 }, undefined)).toEqual([
      { field: 'id', label: 'ID', before: '5', after: '', changed: true },
    ]);
  });
});
