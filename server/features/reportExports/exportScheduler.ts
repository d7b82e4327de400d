import { cronOf } from '@shared/schemas/cronRule';
import type { Id, PbiExportSchedule } from '@shared/schemas';
import type { Jobs } from '../../jobs/jobs';
import type { Store } from '../../store/store';

const same = (a: Id, b: Id) => String(a) === String(b);

/** The latest slot of the schedule at or before `now`; undefined when it has none. */
export function latestSlot(schedule: Pick<PbiExportSchedule, 'cron' | 'timezone'>, now: Date): Date | undefined {
  try {
    return cronOf(schedule.cron, schedule.timezone).previousRuns(1, now)[0];
  } catch {
    return undefined;
  }
}

/**
 * Decides when schedules are due, from the store alone, so a restart changes nothing: each schedule keeps the
 * slot it last started (`lastRunAt`). On every tick the latest slot at or before now is due if it is later than
 * that; the job is queued first (once per export and slot), then `lastRunAt` moves on. So a slot is never run
 * twice, and a slot that passed while the server was down is run once when it is back (several missed slots of
 * one schedule make one run, for the latest). A schedule seen for the first time starts with the next slot.
 * Across instances each slot is queued under the job leases' slot claim (decision 044): one instance queues it,
 * the others find it done and move on; while another holds the claim the slot is asked for again next tick,
 * so a slot whose instance died before queuing it is taken over once the claim expires.
 */
export class ExportScheduler {
  constructor(
    private readonly store: Store,
    private readonly jobs: Jobs,
    private readonly enqueue: (exportId: Id, slot: Date) => void,
    private readonly now: () => Date = () => new Date(),
  ) {}

  private setLastRun(id: Id, slot: Date): void {
    this.store.change('pbiExportSchedules', (schedules) =>
      schedules.map((schedule) => (same(schedule.id, id) ? { ...schedule, lastRunAt: slot.toISOString() } : schedule)),
    );
  }

  async tick(): Promise<void> {
    const now = this.now();
    for (const schedule of this.store.collection('pbiExportSchedules')) {
      if (!schedule.active) continue;
      const slot = latestSlot(schedule, now);
      if (!slot) continue;
      if (schedule.lastRunAt === undefined) {
        this.setLastRun(schedule.id, slot);
        continue;
      }
      if (slot.getTime() <= Date.parse(schedule.lastRunAt)) continue;
      const claim = await this.jobs.runSlot(`pbiExportSchedules:${String(schedule.id)}`, slot.toISOString(), () =>
        Promise.resolve(this.enqueue(schedule.exportId, slot)),
      );
      if (claim !== 'held') this.setLastRun(schedule.id, slot);
    }
  }
}
