import type { Adapter, AdapterPayload } from 'oidc-provider';
import type pg from 'pg';
import { GRANTABLE_MODELS, type AuthState, type ProviderKeys } from './authState';
import { CoalescedLookup } from '../store/postgres/coalescedLookup';

type Row = { payload: AdapterPayload };

/**
 * The auth state in PostgreSQL (tables of migrations/…_auth_state.sql), shared by every instance: a session begun
 * on one continues on another, a logout on one holds on all, and a restart of all keeps everyone signed in.
 * Expiry is compared with this server's clock (`now`), as the file does.
 */
export class PgAuthState implements AuthState {
  constructor(
    private readonly pool: pg.Pool,
    private readonly now: () => number = Date.now,
  ) {}

  async keys(create: () => Promise<ProviderKeys>): Promise<ProviderKeys> {
    const stored = await this.storedKeys();
    if (stored) return stored;
    const made = await create();
    // Instances starting together: the first insert wins, every instance then uses the stored keys.
    await this.pool.query(`INSERT INTO auth_keys (name, value) VALUES ('provider', $1) ON CONFLICT DO NOTHING`, [
      JSON.stringify(made),
    ]);
    return (await this.storedKeys())!;
  }

  adapter = (model: string): Adapter => {
    const key = (id: string) => `${model}:${id}`;
    const live = 'AND (expires_at IS NULL OR expires_at > $2)';
    /** The live record whose `column` holds `value` ($1; $2 is now, $3 the model). */
    const one = async (column: 'key' | 'uid' | 'user_code', value: string) => {
      const { rows } = await this.pool.query<Row>(
        `SELECT payload FROM auth_entries WHERE ${column} = $1 AND model = $3 ${live} LIMIT 1`,
        [value, this.now(), model],
      );
      return rows[0]?.payload;
    };
    return {
      upsert: async (id, payload, expiresIn) => {
        await this.pool.query(
          `INSERT INTO auth_entries (key, model, grant_id, uid, user_code, payload, expires_at)
           VALUES ($1, $2, $3, $4, $5, $6, $7)
           ON CONFLICT (key) DO UPDATE SET grant_id = $3, uid = $4, user_code = $5, payload = $6, expires_at = $7`,
          [
            key(id),
            model,
            GRANTABLE_MODELS.has(model) ? (payload.grantId ?? null) : null,
            payload.uid ?? null,
            payload.userCode ?? null,
            JSON.stringify(payload),
            expiresIn ? this.now() + expiresIn * 1000 : null,
          ],
        );
      },
      find: (id) => one('key', key(id)),
      findByUid: (uid) => one('uid', uid),
      findByUserCode: (userCode) => one('user_code', userCode),
      consume: async (id) => {
        await this.pool.query(
          `UPDATE auth_entries SET payload = jsonb_set(payload, '{consumed}', to_jsonb($2::bigint)) WHERE key = $1`,
          [key(id), Math.floor(this.now() / 1000)],
        );
      },
      destroy: async (id) => {
        await this.pool.query('DELETE FROM auth_entries WHERE key = $1', [key(id)]);
      },
      revokeByGrantId: async (grantId) => {
        await this.pool.query('DELETE FROM auth_entries WHERE grant_id = $1', [grantId]);
      },
    };
  };

  /**
   * Asked on every API call: the calls of one moment share a query (decision 107), named, so each connection
   * parses and plans it once.
   */
  private readonly revocations = new CoalescedLookup<string, true>(async (keys) => {
    const { rows } = await this.pool.query<{ key: string }>({
      name: 'auth-revoked-among',
      text: 'SELECT key FROM auth_revocations WHERE key = ANY($1) AND until_seconds > $2',
      values: [keys, this.now() / 1000],
    });
    return new Map(rows.map((row) => [row.key, true]));
  });

  async isRevoked(keys: string[]): Promise<boolean> {
    const revoked = await this.revocations.ask(keys);
    return keys.some((key) => revoked.has(key));
  }

  async remember(key: string, until: number): Promise<void> {
    await this.pool.query(
      `INSERT INTO auth_revocations (key, until_seconds) VALUES ($1, $2)
       ON CONFLICT (key) DO UPDATE SET until_seconds = GREATEST(auth_revocations.until_seconds, $2)`,
      [key, until],
    );
    // Entries past their time are dropped as new ones come, as the file does.
    await this.pool.query('DELETE FROM auth_revocations WHERE until_seconds <= $1', [this.now() / 1000]);
    await this.pool.query('DELETE FROM auth_entries WHERE expires_at <= $1', [this.now()]);
  }

  /** The pool is the instance's (docs/decisions/104), ended once after the store's shutdown. */
  close(): Promise<void> {
    return Promise.resolve();
  }

  private async storedKeys(): Promise<ProviderKeys | undefined> {
    const { rows } = await this.pool.query<{ value: ProviderKeys }>(
      `SELECT value FROM auth_keys WHERE name = 'provider'`,
    );
    return rows[0]?.value;
  }
}
