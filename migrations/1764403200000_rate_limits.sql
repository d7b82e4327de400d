-- Up Migration
-- The abuse limits' counters (server/security/pgRateLimitStore.ts), shared by every instance behind the balancer:
-- one row per limiter and client key (`<limiter>:<key>`), its hits in the window that ends at `reset_at`. An
-- increment past `reset_at` starts a fresh window in the same upsert. Rows past their window are deleted by each
-- instance on a timer. Times in milliseconds since the epoch, by the server's clock (as auth_entries).
CREATE TABLE rate_limit_hits (
  key text PRIMARY KEY,
  hits integer NOT NULL,
  reset_at bigint NOT NULL
);
CREATE INDEX rate_limit_hits_reset_at ON rate_limit_hits (reset_at);

-- Down Migration
DROP TABLE rate_limit_hits;
