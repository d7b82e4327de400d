import { describe, expect, it } from 'vitest';
import { collectionNames } from '@shared/schemas';
import { formatProblems, validateDatabase } from './validateDatabase';

const emptyDatabase = (): Record<string, unknown[]> => Object.fromEntries(collectionNames.map((name) => [name, []]));

const org = { id: 1, name: 'Sparkasse Musterstadt', partnerType: 'Institut' };
const account = {
  id: 7,
  username: 'max.muster',
  firstName: 'Max',
  lastName: 'Mustermann',
  email: 'max@sparkasse-musterstadt.de',
  orgId: 1,
};

describe('validateDatabase', () => {
  it('accepts a valid database and fills defaults', () => {
    const result = validateDatabase({ ...emptyDatabase(), zbvOrgs: [org], zbvAccounts: [account] });
    expect(result.ok).toBe(true);
    if (result.ok) expect(result.data.zbvAccounts[0]).toMatchObject({ roles: [], active: true });
  });

  it('names collection, record id and field of a broken record', () => {
    const result = validateDatabase({
      ...emptyDatabase(),
      zbvOrgs: [org],
      zbvAccounts: [{ ...account, email: 'keine-adresse' }],
    });
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.problems).toEqual([
      expect.objectContaining({ collection: 'zbvAccounts', record: '7', field: 'email' }),
    ]);
    expect(formatProblems('db.json', result.problems)).toContain(
      'Sammlung "zbvAccounts", Datensatz id 7, Feld "email"',
    );
  });

  it('reports unknown fields, unknown and missing collections, duplicate ids and records without id', () => {
    const database = emptyDatabase();
    delete database.groups;
    const result = validateDatabase({
      ...database,
      gruppen: [],
      zbvOrgs: [org, { ...org }, { name: 'ohne id', partnerType: 'DSGV' }],
      zbvRoles: [{ id: 1, code: 'SPK', name: 'Sparkasse', farbe: 'rot' }],
    });
    expect(result.ok).toBe(false);
    if (result.ok) return;
    const summary = result.problems.map((p) => `${p.collection}|${p.record ?? ''}|${p.field ?? ''}`);
    expect(summary).toEqual(
      expect.arrayContaining(['gruppen||', 'groups||', 'zbvOrgs|1|id', 'zbvOrgs|#3 (ohne id)|id', 'zbvRoles|1|']),
    );
    expect(result.problems.find((p) => p.collection === 'zbvRoles')?.message).toContain('farbe');
  });

  it('reports a foreign key that points nowhere', () => {
    const result = validateDatabase({ ...emptyDatabase(), zbvOrgs: [org], zbvAccounts: [{ ...account, orgId: 99 }] });
    expect(result.ok).toBe(false);
    if (!result.ok) {
      expect(result.problems).toEqual([
        expect.objectContaining({ collection: 'zbvAccounts', record: '7', field: 'orgId' }),
      ]);
    }
  });

  it('names every record that repeats a unique value, inactive accounts included', () => {
    const result = validateDatabase({
      ...emptyDatabase(),
      zbvOrgs: [org],
      zbvAccounts: [account, { ...account, id: 8, email: 'max2@sparkasse-musterstadt.de', active: false }],
    });
    expect(result.ok).toBe(false);
    if (!result.ok) {
      expect(formatProblems('db.json', result.problems)).toContain(
        'Sammlung "zbvAccounts", Datensatz id 8, Feld "username": Der Wert „max.muster“ ist bereits vergeben (Datensatz id 7).',
      );
      expect(result.problems).toHaveLength(1);
    }
  });

  it('checks the values of known system settings', () => {
    const result = validateDatabase({
      ...emptyDatabase(),
      systemSettings: [
        { id: 'ki.enabled.modules.ids', value: '99' },
        { id: 'config.productname', value: 'Radar' },
      ],
    });
    expect(result.ok).toBe(false);
    if (!result.ok) {
      expect(formatProblems('db.json', result.problems)).toContain(
        'Sammlung "systemSettings", Datensatz id ki.enabled.modules.ids, Feld "value": Ein Modul mit der ID 99 gibt es nicht.',
      );
    }
  });

  it('refuses something that is not an object', () => {
    expect(validateDatabase([]).ok).toBe(false);
  });

  it('names the first fifty problems and counts the rest, so a mass mistake does not bury the message', () => {
    const problems = Array.from({ length: 120 }, (_, i) => ({
      collection: 'zbvAccounts',
      record: String(i + 1),
      field: 'zbvRoles',
      message: 'Jeder Eintrag darf nur einmal vorkommen',
    }));
    const message = formatProblems('db.json', problems);
    expect(message).toContain('db.json ist ungültig (120 Probleme):');
    expect(message).toContain('Datensatz id 50,');
    expect(message).not.toContain('Datensatz id 51,');
    expect(message).toContain('… und 70 weitere Probleme (npm run db:check listet alle).');
    expect(formatProblems('db.json', problems, Infinity)).toContain('Datensatz id 120,');
  });
});
