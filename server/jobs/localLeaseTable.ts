import { SLOT_MEMORY_MS, type LeaseTable, type SlotClaim } from './leaseTable';

interface Held {
  owner: string;
  until: number;
  doneAt?: number;
}

/**
 * The leases of the embedded store: one process owns db.json, so they live in its memory (a restart starts with
 * none, as nothing can be running then), with the same rules as in PostgreSQL.
 */
export class LocalLeaseTable implements LeaseTable {
  private readonly leases = new Map<string, Held>();
  private readonly slots = new Map<string, Held>();

  take(name: string, owner: string, until: number, now: number): Promise<boolean> {
    const held = this.leases.get(name);
    if (held && held.until > now) return Promise.resolve(false);
    this.leases.set(name, { owner, until });
    return Promise.resolve(true);
  }

  extend(name: string, owner: string, until: number): Promise<boolean> {
    const held = this.leases.get(name);
    if (held?.owner !== owner) return Promise.resolve(false);
    held.until = until;
    return Promise.resolve(true);
  }

  drop(name: string, owner: string): Promise<void> {
    if (this.leases.get(name)?.owner === owner) this.leases.delete(name);
    return Promise.resolve();
  }

  takeSlot(job: string, slot: string, owner: string, until: number, now: number): Promise<SlotClaim> {
    const key = JSON.stringify([job, slot]);
    const held = this.slots.get(key);
    if (held?.doneAt !== undefined) return Promise.resolve('done');
    if (held && held.until > now) return Promise.resolve('held');
    this.slots.set(key, { owner, until });
    return Promise.resolve('taken');
  }

  extendSlot(job: string, slot: string, owner: string, until: number): Promise<boolean> {
    const held = this.slots.get(JSON.stringify([job, slot]));
    if (held?.owner !== owner || held.doneAt !== undefined) return Promise.resolve(false);
    held.until = until;
    return Promise.resolve(true);
  }

  finishSlot(job: string, slot: string, owner: string, now: number): Promise<void> {
    const held = this.slots.get(JSON.stringify([job, slot]));
    if (held?.owner === owner) held.doneAt = now;
    for (const [key, other] of this.slots) {
      if (other.doneAt !== undefined && other.doneAt < now - SLOT_MEMORY_MS) this.slots.delete(key);
    }
    return Promise.resolve();
  }

  dropSlot(job: string, slot: string, owner: string): Promise<void> {
    const key = JSON.stringify([job, slot]);
    const held = this.slots.get(key);
    if (held?.owner === owner && held.doneAt === undefined) this.slots.delete(key);
    return Promise.resolve();
  }

  close(): Promise<void> {
    return Promise.resolve();
  }
}
