import type pg from 'pg';
import { SLOT_MEMORY_MS, type LeaseTable, type SlotClaim } from './leaseTable';

/**
 * The leases in PostgreSQL (migrations/…_job_leases.sql), shared by every instance. A claim is one
 * `INSERT … ON CONFLICT DO UPDATE … WHERE <expired>`: PostgreSQL locks the row, so of two instances claiming at
 * once exactly one gets it, and the other sees the winner's row (decision 044).
 */
export class PgLeaseTable implements LeaseTable {
  constructor(private readonly pool: pg.Pool) {}

  async take(name: string, owner: string, until: number, now: number): Promise<boolean> {
    const { rowCount } = await this.pool.query(
      `INSERT INTO job_leases (name, owner, expires_at) VALUES ($1, $2, $3)
       ON CONFLICT (name) DO UPDATE SET owner = $2, expires_at = $3 WHERE job_leases.expires_at <= $4`,
      [name, owner, until, now],
    );
    return rowCount === 1;
  }

  async extend(name: string, owner: string, until: number): Promise<boolean> {
    const { rowCount } = await this.pool.query('UPDATE job_leases SET expires_at = $3 WHERE name = $1 AND owner = $2', [
      name,
      owner,
      until,
    ]);
    return rowCount === 1;
  }

  async drop(name: string, owner: string): Promise<void> {
    await this.pool.query('DELETE FROM job_leases WHERE name = $1 AND owner = $2', [name, owner]);
  }

  async takeSlot(job: string, slot: string, owner: string, until: number, now: number): Promise<SlotClaim> {
    const { rowCount } = await this.pool.query(
      `INSERT INTO job_slots (job, slot, owner, expires_at) VALUES ($1, $2, $3, $4)
       ON CONFLICT (job, slot) DO UPDATE SET owner = $3, expires_at = $4
       WHERE job_slots.done_at IS NULL AND job_slots.expires_at <= $5`,
      [job, slot, owner, until, now],
    );
    if (rowCount === 1) return 'taken';
    const { rows } = await this.pool.query<{ done: boolean }>(
      'SELECT done_at IS NOT NULL AS done FROM job_slots WHERE job = $1 AND slot = $2',
      [job, slot],
    );
    return rows[0]?.done ? 'done' : 'held';
  }

  async extendSlot(job: string, slot: string, owner: string, until: number): Promise<boolean> {
    const { rowCount } = await this.pool.query(
      'UPDATE job_slots SET expires_at = $4 WHERE job = $1 AND slot = $2 AND owner = $3 AND done_at IS NULL',
      [job, slot, owner, until],
    );
    return rowCount === 1;
  }

  async finishSlot(job: string, slot: string, owner: string, now: number): Promise<void> {
    await this.pool.query('UPDATE job_slots SET done_at = $4 WHERE job = $1 AND slot = $2 AND owner = $3', [
      job,
      slot,
      owner,
      now,
    ]);
    await this.pool.query('DELETE FROM job_slots WHERE done_at < $1', [now - SLOT_MEMORY_MS]);
  }

  async dropSlot(job: string, slot: string, owner: string): Promise<void> {
    await this.pool.query('DELETE FROM job_slots WHERE job = $1 AND slot = $2 AND owner = $3 AND done_at IS NULL', [
      job,
      slot,
      owner,
    ]);
  }

  /** The pool is the instance's (docs/decisions/104), ended once after the store's shutdown. */
  close(): Promise<void> {
    return Promise.resolve();
  }
}
