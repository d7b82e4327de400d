import { readFileSync } from 'node:fs';
import { collectionSchemas, type Database } from '@shared/schemas';
import { generateAccounts } from './generate-accounts';

const db = JSON.parse(readFileSync('db.json', 'utf8')) as Database;

describe('generateAccounts', () => {
  const accounts = generateAccounts(db, 2000);

  it('generates valid accounts of existing organisations with fresh ids and user names', () => {
    expect(accounts).toHaveLength(2000);
    for (const account of accounts) collectionSchemas.zbvAccounts.parse(account);
    const orgIds = new Set(db.zbvOrgs.map((org) => org.id));
    expect(accounts.every((account) => orgIds.has(account.orgId))).toBe(true);
    const usernames = new Set([...db.zbvAccounts, ...accounts].map((account) => account.username));
    expect(usernames.size).toBe(db.zbvAccounts.length + accounts.length);
    const maxId = Math.max(...db.zbvAccounts.map((account) => Number(account.id)));
    expect(accounts[0]?.id).toBe(maxId + 1);
  });

  it('is the same every time', () => {
    expect(generateAccounts(db, 50)).toEqual(accounts.slice(0, 50));
  });

  it('has umlauts in names and several organisations of different sizes', () => {
    expect(accounts.some((account) => /[äöüß]/i.test(account.lastName))).toBe(true);
    const perOrg = new Map<unknown, number>();
    for (const account of accounts) perOrg.set(account.orgId, (perOrg.get(account.orgId) ?? 0) + 1);
    expect(perOrg.size).toBeGreaterThan(5);
    expect(Math.max(...perOrg.values())).toBeGreaterThan(2 * Math.min(...perOrg.values()));
  });
});
