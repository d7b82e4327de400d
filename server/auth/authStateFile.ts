import { existsSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import type { JWK } from 'jose';
import type { Adapter, AdapterPayload } from 'oidc-provider';
import { GRANTABLE_MODELS, type AuthState, type ProviderKeys } from './authState';

interface Entry {
  payload: AdapterPayload;
  /** Milliseconds since the epoch; undefined: as long as the file lives. */
  expiresAt?: number;
}

interface FileContent {
  /** The embedded provider's signing key and cookie keys: made on first start, kept so tokens survive a restart. */
  signingKey?: JWK;
  cookieKeys?: string[];
  /** The embedded provider's sessions, grants, codes, refresh tokens and interactions, by `<model>:<id>`. */
  entries: Record<string, Entry>;
  /** Revoked access-token keys (grant, session, token id) → until when (seconds) a token under one could live. */
  revoked: Record<string, number>;
}

/**
 * What sign-in must remember across a restart of this instance, in one file beside the data file (mode 0600: it
 * holds keys and refresh tokens): the embedded provider's keys and state (its adapter) and the list of revoked
 * access tokens. Written whole and renamed into place on every change, expired entries dropped as it goes.
 * One instance owns its data folder; several instances share this state through PostgreSQL (`PgAuthState`).
 */
export class AuthStateFile implements AuthState {
  private constructor(
    private readonly file: string,
    private readonly state: FileContent,
    private readonly now: () => number,
  ) {}

  static besideDataFile(dbFile: string, now: () => number = Date.now): AuthStateFile {
    return AuthStateFile.open(join(dirname(dbFile), 'auth-state.json'), now);
  }

  static open(file: string, now: () => number = Date.now): AuthStateFile {
    const state: FileContent = existsSync(file)
      ? (JSON.parse(readFileSync(file, 'utf8')) as FileContent)
      : { entries: {}, revoked: {} };
    return new AuthStateFile(file, state, now);
  }

  /** The keys, made by `create` on first use and kept from then on. */
  async keys(create: () => Promise<ProviderKeys>): Promise<ProviderKeys> {
    if (!this.state.signingKey || !this.state.cookieKeys) {
      Object.assign(this.state, await create());
      this.save();
    }
    return { signingKey: this.state.signingKey!, cookieKeys: this.state.cookieKeys! };
  }

  /** oidc-provider's storage for one model, over this file. */
  adapter = (model: string): Adapter => {
    const key = (id: string) => `${model}:${id}`;
    const find = async (id: string) => this.live(key(id))?.payload;
    const findWhere = async (match: (payload: AdapterPayload) => boolean) =>
      Object.entries(this.state.entries).find(
        ([entryKey, entry]) => entryKey.startsWith(`${model}:`) && this.isLive(entry) && match(entry.payload),
      )?.[1].payload;
    return {
      upsert: async (id, payload, expiresIn) => {
        this.state.entries[key(id)] = { payload, expiresAt: expiresIn ? this.now() + expiresIn * 1000 : undefined };
        this.save();
      },
      find,
      findByUid: (uid) => findWhere((payload) => payload.uid === uid),
      findByUserCode: (userCode) => findWhere((payload) => payload.userCode === userCode),
      consume: async (id) => {
        const entry = this.live(key(id));
        if (entry) entry.payload.consumed = Math.floor(this.now() / 1000);
        this.save();
      },
      destroy: async (id) => {
        delete this.state.entries[key(id)];
        this.save();
      },
      revokeByGrantId: async (grantId) => {
        for (const [entryKey, entry] of Object.entries(this.state.entries)) {
          if (GRANTABLE_MODELS.has(entryKey.split(':')[0] ?? '') && entry.payload.grantId === grantId) {
            delete this.state.entries[entryKey];
          }
        }
        this.save();
      },
    };
  };

  async isRevoked(keys: string[]): Promise<boolean> {
    return keys.some((key) => (this.state.revoked[key] ?? 0) > this.now() / 1000);
  }

  async remember(key: string, until: number): Promise<void> {
    this.state.revoked[key] = Math.max(until, this.state.revoked[key] ?? 0);
    this.save();
  }

  async close(): Promise<void> {}

  private isLive(entry: Entry) {
    return entry.expiresAt === undefined || entry.expiresAt > this.now();
  }

  private live(entryKey: string) {
    const entry = this.state.entries[entryKey];
    return entry && this.isLive(entry) ? entry : undefined;
  }

  private save() {
    const nowSeconds = this.now() / 1000;
    for (const [entryKey, entry] of Object.entries(this.state.entries)) {
      if (!this.isLive(entry)) delete this.state.entries[entryKey];
    }
    for (const [key, until] of Object.entries(this.state.revoked))
      if (until <= nowSeconds) delete this.state.revoked[key];
    const temporary = `${this.file}.${process.pid}.tmp`;
    writeFileSync(temporary, JSON.stringify(this.state), { mode: 0o600 });
    renameSync(temporary, this.file);
  }
}
