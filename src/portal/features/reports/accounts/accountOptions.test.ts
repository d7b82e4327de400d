import type { ReportInfo } from '@shared/portalApi';
import { accountOptionsOf } from './accountOptions';

const info = (pbiAccountId: number, displayname: string, key: string, sortPriority: number): ReportInfo => ({
  pbiAccountId,
  pbiAccountDetails: { displayname, key, sortPriority },
  moduleId: 2,
  reportId: 1,
  reportName: 'Vertriebsübersicht',
  moduleName: 'Vertrieb',
  external: false,
  reportKey: 'VERTRIEB_UEBERSICHT',
});

describe('accountOptionsOf', () => {
  it('sorts by sortPriority, then name (German order), then e-mail', () => {
    const options = accountOptionsOf([
      info(1, 'Zentrale', 'z@spk.de', 2),
      info(2, 'Österreich-Konto', 'b@spk.de', 1),
      info(3, 'Ost', 'b-ost@spk.de', 1),
      info(4, 'Ost', 'A-ost@spk.de', 1),
      info(5, 'Alpha', 'x@spk.de', 3),
    ]);
    expect(options.map((option) => option.id)).toEqual([4, 3, 2, 1, 5]);
    expect(options[0]).toEqual({ id: 4, name: 'Ost', email: 'A-ost@spk.de', sortPriority: 1 });
  });

  it('offers nothing without infos', () => {
    expect(accountOptionsOf([])).toEqual([]);
  });
});
