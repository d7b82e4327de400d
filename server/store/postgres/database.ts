import { hostname } from 'node:os';
import pg from 'pg';
import { logger } from '../../logging/logger';

/**
 * The instance's connections to PostgreSQL (docs/decisions/104): one pool every PostgreSQL part shares, and the
 * settings of the one dedicated connection beside it (the replica's LISTEN). Opened once where the instance
 * starts and its pool ended once, after the store's shutdown.
 */
export interface Database {
  url: string;
  pool: pg.Pool;
  /** Its connections at most. */
  poolSize: number;
  /** How the instance's connections are named in `pg_stat_activity.application_name`. */
  applicationName: string;
}

/** `radar-<host>-<pid>`: which instance holds a connection, for the operator reading `pg_stat_activity`. */
export const instanceApplicationName = (): string => `radar-${hostname()}-${process.pid}`;

export function openDatabase(url: string, poolSize: number, applicationName = instanceApplicationName()): Database {
  const pool = new pg.Pool({
    connectionString: url,
    max: poolSize,
    application_name: applicationName,
    keepAlive: true,
  });
  // An idle connection the database drops (restart, failover) is replaced on next use; unhandled it ends the process.
  pool.on('error', (error) => logger.warn({ reason: error.message }, 'PostgreSQL-Verbindung getrennt'));
  // A connection checked out (a transaction, a write check) emits its loss on itself, not on the pool: its queries
  // fail (the caller answers 503) and the pool drops it on release. Unhandled, that `error` ends the process.
  pool.on('connect', (client) => {
    client.on('error', (error) =>
      logger.warn({ reason: error.message }, 'PostgreSQL-Verbindung in Benutzung getrennt'),
    );
  });
  return { url, pool, poolSize, applicationName };
}

/** The settings of a connection of its own beside the pool (LISTEN holds one for as long as it listens). */
export const dedicatedConnection = ({ url, applicationName }: Database): pg.ClientConfig => ({
  connectionString: url,
  application_name: applicationName,
  keepAlive: true,
});
