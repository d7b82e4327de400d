import { existsSync } from 'node:fs';
import { exportFileOf } from '@server/features/reportExports/exportFiles';
import { readDurableDatabase } from '@server/testing/durableDatabase';
import type { Id, PbiExportJob } from '@shared/schemas';
import { cronOf } from '@shared/schemas/cronRule';
import type { Instance } from './instance';

const same = (a: Id, b: Id) => String(a) === String(b);

/** One instance's record of a schedule: the last slot its scheduler decided on, and the runs it made. */
export interface ScheduleView {
  instance: string;
  /** The latest slot this instance's scheduler queued or found claimed by another instance (ISO). */
  lastRunAt?: string;
  jobs: PbiExportJob[];
  /** Per job id, the files its run recorded and whether each is in the instance's export folder. */
  filesOf: (jobId: Id) => { fileName: string; written: boolean }[];
}

/** What an instance has acknowledged about a schedule and its export: db.json with its journal, and its export folder. */
export function scheduleViewOf(instance: Instance, scheduleId: Id): ScheduleView {
  const db = readDurableDatabase(instance.dbFile);
  const schedule = db.pbiExportSchedules.find((candidate) => same(candidate.id, scheduleId));
  if (!schedule) throw new Error(`${instance.settings.name}: kein Zeitplan ${String(scheduleId)}`);
  return {
    instance: instance.settings.name,
    lastRunAt: schedule.lastRunAt,
    jobs: db.pbiExportJobs.filter((job) => same(job.exportId, schedule.exportId)),
    filesOf: (jobId) =>
      db.pbiExportDetails
        .filter((detail) => detail.jobId !== undefined && same(detail.jobId, jobId))
        .map((detail) => ({
          fileName: detail.fileName,
          written: existsSync(exportFileOf(instance.exportDir, detail)),
        })),
  };
}

/** The first `count` slots of a schedule after `after`, as the scheduler writes them (ISO). */
export const slotsAfter = (schedule: { cron: string; timezone: string }, after: Date, count: number): string[] =>
  cronOf(schedule.cron, schedule.timezone)
    .nextRuns(count, after)
    .map((slot) => slot.toISOString());

/** Whether an instance decided on every slot up to `slot` and finished the runs it queued for them. */
export const settledUpTo = (view: ScheduleView, slot: string): boolean =>
  view.lastRunAt !== undefined &&
  Date.parse(view.lastRunAt) >= Date.parse(slot) &&
  view.jobs.every(
    (job) => Date.parse(job.scheduledFor) > Date.parse(slot) || (job.status !== 'queued' && job.status !== 'running'),
  );

/** Per slot, every run across the instances, as `<instance>: <status>, <file names>` (written files only). */
export const runsPerSlot = (views: readonly ScheduleView[], slots: readonly string[]): Record<string, string[]> =>
  Object.fromEntries(
    slots.map((slot) => [
      slot,
      views.flatMap((view) =>
        view.jobs
          .filter((job) => Date.parse(job.scheduledFor) === Date.parse(slot))
          .map((job) => {
            const files = view.filesOf(job.id).map((file) => (file.written ? file.fileName : `${file.fileName} fehlt`));
            return `${view.instance}: ${job.status}, ${files.join(' + ') || 'keine Datei'}`;
          }),
      ),
    ]),
  );
