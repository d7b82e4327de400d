import { existsSync } from 'node:fs';
import { exportFileOf } from '@server/features/reportExports/exportFiles';
import { exportDatabase } from '@server/store/postgres/fixtures';
import type { Id, PbiExportJob } from '@shared/schemas';
import { cronOf } from '@shared/schemas/cronRule';
import type { Instance } from './instance';

const same = (a: Id, b: Id) => String(a) === String(b);

/** A schedule as the cluster holds it in PostgreSQL: the last slot decided on, and the runs made for it. */
export interface ScheduleView {
  /** The latest slot an instance's scheduler queued or found claimed by another instance (ISO). */
  lastRunAt?: string;
  jobs: PbiExportJob[];
  /** Per job id, the files its run recorded and which instance's export folder holds each. */
  filesOf: (jobId: Id) => { fileName: string; writtenBy?: string }[];
}

/**
 * What the cluster has acknowledged about a schedule and its export: the records in PostgreSQL (every instance's
 * replica writes through to them), and the files in the export folder of the instance that ran each job.
 */
export async function scheduleViewOf(
  databaseUrl: string,
  instances: readonly Instance[],
  scheduleId: Id,
): Promise<ScheduleView> {
  const db = await exportDatabase(databaseUrl);
  const schedule = db.pbiExportSchedules.find((candidate) => same(candidate.id, scheduleId));
  if (!schedule) throw new Error(`kein Zeitplan ${String(scheduleId)}`);
  return {
    lastRunAt: schedule.lastRunAt,
    jobs: db.pbiExportJobs.filter((job) => same(job.exportId, schedule.exportId)),
    filesOf: (jobId) =>
      db.pbiExportDetails
        .filter((detail) => detail.jobId !== undefined && same(detail.jobId, jobId))
        .map((detail) => ({
          fileName: detail.fileName,
          writtenBy: instances.find((instance) => existsSync(exportFileOf(instance.exportDir, detail)))?.settings.name,
        })),
  };
}

/** The first `count` slots of a schedule after `after`, as the scheduler writes them (ISO). */
export const slotsAfter = (schedule: { cron: string; timezone: string }, after: Date, count: number): string[] =>
  cronOf(schedule.cron, schedule.timezone)
    .nextRuns(count, after)
    .map((slot) => slot.toISOString());

/** Whether the schedulers decided on every slot up to `slot` and the runs queued for them are finished. */
export const settledUpTo = (view: ScheduleView, slot: string): boolean =>
  view.lastRunAt !== undefined &&
  Date.parse(view.lastRunAt) >= Date.parse(slot) &&
  view.jobs.every(
    (job) => Date.parse(job.scheduledFor) > Date.parse(slot) || (job.status !== 'queued' && job.status !== 'running'),
  );

/** Per slot, every run, as `<instance whose folder has the file>: <status>, <file names>`. */
export const runsPerSlot = (view: ScheduleView, slots: readonly string[]): Record<string, string[]> =>
  Object.fromEntries(
    slots.map((slot) => [
      slot,
      view.jobs
        .filter((job) => Date.parse(job.scheduledFor) === Date.parse(slot))
        .map((job) => {
          const files = view.filesOf(job.id);
          const writers = [...new Set(files.map((file) => file.writtenBy ?? '?'))].join('+') || '-';
          const names = files.map((file) => (file.writtenBy ? file.fileName : `${file.fileName} fehlt`));
          return `${writers}: ${job.status}, ${names.join(' + ') || 'keine Datei'}`;
        }),
    ]),
  );
