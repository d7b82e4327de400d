import type { CollectionRecord } from '@shared/schemas';
import { planPbiSyncPage, type FetchedReport } from './planPbiSyncPage';

const AT = '2026-11-23T10:00:00+01:00';
const account = (id: number, workspaceId: string): CollectionRecord<'pbiAccounts'> => ({
  id,
  displayname: `Konto ${id}`,
  key: `konto-${id}@example.org`,
  sortPriority: 0,
  kind: 'POWER_BI',
  workspaceId,
});
const fetched = (id: string, name: string, workspaceId = 'ws-1'): FetchedReport => ({
  workspaceId,
  report: { id, name },
  pages: [
    { name: 'S2', displayName: 'Zwei', order: 1 },
    { name: 'S1', displayName: 'Eins', order: 0 },
  ],
});
const existing: CollectionRecord<'pbiReports'> = {
  id: 4,
  name: 'Größenübersicht',
  reportKey: 'GROESSENUEBERSICHT',
  longId: 'rv-12345678',
  pbiAccountIds: [],
  pages: [],
};

describe('planPbiSyncPage', () => {
  it('makes report keys unique (umlauts spelled out) and numbers new reports after the highest id', () => {
    const { reports, audit } = planPbiSyncPage(
      [existing],
      [account(1, 'ws-1'), account(2, 'ws-2'), { ...account(3, 'ws-1'), kind: 'LOCAL' }],
      [fetched('a', 'Größenübersicht'), fetched('b', 'Größenübersicht', 'ws-2')],
      'anna.admin (PBI Synchronisation)',
      AT,
    );
    expect(reports.slice(1).map((r) => [r.id, r.reportKey, r.pbiAccountIds])).toEqual([
      [5, 'GROESSENUEBERSICHT_2', [1]],
      [6, 'GROESSENUEBERSICHT_3', [2]],
    ]);
    expect(new Set(reports.map((r) => r.longId)).size).toBe(3);
    expect(audit.map((e) => [e.recordId, e.action, e.at])).toEqual([
      [5, 'create', AT],
      [6, 'create', AT],
    ]);
  });

  it('keeps the pages in the order the fetched list gives and keeps a known record unchanged', () => {
    const first = planPbiSyncPage([], [], [fetched('a', 'Bericht')], 'x', AT);
    expect(first.reports[0]?.pages.map((p) => p.name)).toEqual(['S2', 'S1']);
    const again = planPbiSyncPage(first.reports, [], [fetched('a', 'Bericht')], 'x', AT);
    expect(again.reports[0]).toBe(first.reports[0]);
    expect(again.audit).toEqual([]);
  });

  it('renames a known report and drops pages Power BI no longer has, keeping the rest', () => {
    const first = planPbiSyncPage([], [], [fetched('a', 'Bericht')], 'x', AT);
    const renamed: FetchedReport = { ...fetched('a', 'Bericht neu'), pages: [{ name: 'S1', displayName: 'Eins' }] };
    const { reports, audit } = planPbiSyncPage(first.reports, [], [renamed], 'x', AT);
    expect(reports[0]).toMatchObject({ name: 'Bericht neu', reportKey: 'BERICHT', pages: [{ name: 'S1' }] });
    expect(audit).toEqual([expect.objectContaining({ action: 'update', before: first.reports[0] })]);
  });
});
