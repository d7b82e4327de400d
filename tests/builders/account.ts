import type { CollectionRecord } from '@shared/schemas';

type Account = CollectionRecord<'zbvAccounts'>;

const firstNames = ['Anna', 'Max', 'Birgit', 'Christian', 'Daniela', 'Eva', 'Frank'] as const;
const lastNames = ['Admin', 'Mustermann', 'Krueger', 'Krause', 'Meier', 'Schroeder', 'Zimmermann'] as const;

/** A valid, active ZBV account of organisation 1; tests change what they are about through `extra`. */
export function anAccount(id: number, extra: Partial<Account> = {}): Account {
  const firstName = firstNames[id % firstNames.length] ?? 'Anna';
  const lastName = lastNames[(id * 3) % lastNames.length] ?? 'Admin';
  const username = `${firstName}.${lastName}${id}`.toLowerCase();
  return {
    id,
    username,
    firstName,
    lastName,
    email: `${username}@sparkasse-musterstadt.de`,
    orgId: 1,
    roles: ['RADAR_USER'],
    zbvRoles: ['SPK_MITARBEITER'],
    active: true,
    ...extra,
  };
}
