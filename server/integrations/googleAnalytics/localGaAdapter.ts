import { appendFileSync, mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import { gaRoleOf, type GaAccessChange, type GaAdminAdapter } from './gaAdminAdapter';

/** One line of the local adapter's log: the call the real adapter would have made. */
export interface LocalGaCall {
  at: string;
  operation: 'grant' | 'revoke';
  propertyId: string;
  email: string;
  role: string;
}

/**
 * For development and tests: changes nothing at Google and appends each call it would make as one JSON line
 * to `file`. An e-mail address beginning with `fail.` makes the call fail, so failures and retries can be tried.
 */
export function createLocalGaAdapter(file: string, now: () => Date = () => new Date()): GaAdminAdapter {
  const record = (operation: LocalGaCall['operation'], change: GaAccessChange) => {
    if (change.email.startsWith('fail.')) {
      throw new Error(`Lokaler GA-Adapter: ${operation} für ${change.email} absichtlich fehlgeschlagen.`);
    }
    const line: LocalGaCall = {
      at: now().toISOString(),
      operation,
      propertyId: change.propertyId,
      email: change.email,
      role: gaRoleOf(change.access),
    };
    mkdirSync(dirname(file), { recursive: true });
    appendFileSync(file, `${JSON.stringify(line)}\n`);
  };
  return {
    kind: 'local',
    grant: async (change) => record('grant', change),
    revoke: async (change) => record('revoke', change),
  };
}
