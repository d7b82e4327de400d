import pg from 'pg';

/** One place of shared state, opened as often as a test likes: each `open` is another instance on it. */
export interface SharedPlace<T> {
  open: () => T;
  remove: () => Promise<void>;
}

/**
 * Instances on one database (a URL of `migratedDatabases`), each with a pool of its own as each server has
 * (docs/decisions/104). `pool()` is one more for the test's own reads; `remove` closes each instance (`close`),
 * then every pool.
 */
export function instancesOnPostgres<T>(
  url: string,
  instance: (pool: pg.Pool) => T,
  close: (opened: T) => Promise<void> = () => Promise.resolve(),
): SharedPlace<T> & { pool: () => pg.Pool } {
  const pools: pg.Pool[] = [];
  const opened: T[] = [];
  const pool = () => {
    const made = new pg.Pool({ connectionString: url, max: 2 });
    pools.push(made);
    return made;
  };
  return {
    pool,
    open: () => {
      const made = instance(pool());
      opened.push(made);
      return made;
    },
    remove: async () => {
      await Promise.all(opened.map(close));
      await Promise.all(pools.map((made) => made.end()));
    },
  };
}
