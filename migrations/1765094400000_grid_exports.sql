-- Up Migration
-- Exports of back-office lists while they run (docs/decisions/154-list-exports-written-by-the-server.md): the
-- request, the SHA-256 of the one-time download ticket (redeemable until `redeem_by`, once), the progress the
-- writing instance reports and a cancel any instance may set. Rows are forgotten a day after `started_at`. Times
-- in milliseconds since the epoch, by the server's clock (as job_leases).
CREATE TABLE grid_exports (
  id text PRIMARY KEY,
  ticket_hash text NOT NULL UNIQUE,
  account_id text NOT NULL,
  request jsonb NOT NULL,
  total integer NOT NULL,
  redeem_by bigint NOT NULL,
  redeemed boolean NOT NULL DEFAULT false,
  cancelled boolean NOT NULL DEFAULT false,
  phase text NOT NULL DEFAULT 'waiting',
  written integer NOT NULL DEFAULT 0,
  message text,
  started_at bigint NOT NULL
);
CREATE INDEX grid_exports_started_at ON grid_exports (started_at);

-- Down Migration
DROP TABLE grid_exports;
