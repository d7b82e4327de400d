-- Up Migration
-- What sign-in must share across instances (docs/security.md, Across restarts and instances): the embedded
-- provider's keys, its records (sessions, grants, codes, refresh tokens, interactions; oidc-provider's adapter)
-- and the revoked access tokens. Expiry in milliseconds since the epoch, compared with the server's clock.
CREATE TABLE auth_keys (
  name text PRIMARY KEY,
  value jsonb NOT NULL
);
CREATE TABLE auth_entries (
  key text PRIMARY KEY,
  model text NOT NULL,
  grant_id text,
  uid text,
  user_code text,
  payload jsonb NOT NULL,
  expires_at bigint
);
CREATE INDEX auth_entries_grant ON auth_entries (grant_id) WHERE grant_id IS NOT NULL;
CREATE INDEX auth_entries_uid ON auth_entries (model, uid) WHERE uid IS NOT NULL;
CREATE INDEX auth_entries_user_code ON auth_entries (model, user_code) WHERE user_code IS NOT NULL;
CREATE INDEX auth_entries_expiry ON auth_entries (expires_at) WHERE expires_at IS NOT NULL;
CREATE TABLE auth_revocations (
  key text PRIMARY KEY,
  until_seconds double precision NOT NULL
);

-- Down Migration
DROP TABLE auth_revocations;
DROP TABLE auth_entries;
DROP TABLE auth_keys;
