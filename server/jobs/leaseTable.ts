/** Whether a claim of a schedule's slot got it, found it run already, or found another owner at it. */
export type SlotClaim = 'taken' | 'done' | 'held';

/**
 * Where leases live: in this process on the embedded store, in PostgreSQL with DATABASE_URL (decision 044).
 * Owners are tokens, one per claim; times are milliseconds since the epoch of the caller's clock.
 */
export interface LeaseTable {
  /** Takes the lease `name` for `owner` until `until`, if nobody holds it or its holder's time ran out by `now`. */
  take(name: string, owner: string, until: number, now: number): Promise<boolean>;
  /** Moves the end of `owner`'s lease on; false if the lease is no longer theirs. */
  extend(name: string, owner: string, until: number): Promise<boolean>;
  drop(name: string, owner: string): Promise<void>;
  /** Claims a schedule's slot: once a slot is done nobody gets it again; an expired claim passes to the next one. */
  takeSlot(job: string, slot: string, owner: string, until: number, now: number): Promise<SlotClaim>;
  /** Moves the end of `owner`'s claim of a slot on; false if the claim is no longer theirs. */
  extendSlot(job: string, slot: string, owner: string, until: number): Promise<boolean>;
  /** Marks `owner`'s slot run (and forgets slots run long before `now`). */
  finishSlot(job: string, slot: string, owner: string, now: number): Promise<void>;
  /** Gives a claimed slot back unrun, so the next claim gets it at once. */
  dropSlot(job: string, slot: string, owner: string): Promise<void>;
  close(): Promise<void>;
}

/** Run slots are forgotten after a week: a schedule only ever claims its latest slot, never one that old. */
export const SLOT_MEMORY_MS = 7 * 24 * 60 * 60 * 1000;
