import { API_BASE } from '@shared/api/paths';
import { portalApiPaths } from '@shared/portalApi';
import type { TokenSet } from '@server/auth/oidcClient';
import { exportDatabase } from '@server/store/postgres/fixtures';
import { bearer } from '@server/testing/signIn';
import type { Id, PbiExportJob } from '@shared/schemas';
import { cronOf } from '@shared/schemas/cronRule';

const same = (a: Id, b: Id) => String(a) === String(b);

/** A schedule as the cluster holds it in PostgreSQL: the last slot decided on, and the runs made for it. */
export interface ScheduleView {
  /** The latest slot an instance's scheduler queued or found claimed by another instance (ISO). */
  lastRunAt?: string;
  jobs: PbiExportJob[];
  /** Per job id, the files its run recorded and whether the balancer sent each (when downloads were asked for). */
  filesOf: (jobId: Id) => { fileName: string; downloaded?: boolean }[];
}

/** Who downloads the files of a view: the export's owner, through the balancer. */
export interface Downloader {
  balancerUrl: string;
  owner: TokenSet;
}

/** Whether the balancer sends the file of a file record to its owner: status 200 and a PDF's first bytes. */
async function downloads({ balancerUrl, owner }: Downloader, detailId: Id): Promise<boolean> {
  const response = await fetch(`${balancerUrl}${API_BASE}${portalApiPaths.exportFile(detailId)}`, {
    headers: bearer(owner),
  });
  const bytes = Buffer.from(await response.arrayBuffer());
  return response.status === 200 && bytes.subarray(0, 5).toString('latin1') === '%PDF-';
}

/**
 * What the cluster has acknowledged about a schedule and its export: the records in PostgreSQL (every instance's
 * replica writes through to them) and, with a `downloader`, whether each recorded file downloads through the
 * balancer (the files live in PostgreSQL too, so any instance sends them).
 */
export async function scheduleViewOf(
  databaseUrl: string,
  scheduleId: Id,
  downloader?: Downloader,
): Promise<ScheduleView> {
  const db = await exportDatabase(databaseUrl);
  const schedule = db.pbiExportSchedules.find((candidate) => same(candidate.id, scheduleId));
  if (!schedule) throw new Error(`kein Zeitplan ${String(scheduleId)}`);
  const details = db.pbiExportDetails.filter((detail) => same(detail.exportId, schedule.exportId));
  const downloaded = new Map<string, boolean>();
  if (downloader) {
    for (const detail of details) downloaded.set(String(detail.id), await downloads(downloader, detail.id));
  }
  return {
    lastRunAt: schedule.lastRunAt,
    jobs: db.pbiExportJobs.filter((job) => same(job.exportId, schedule.exportId)),
    filesOf: (jobId) =>
      details
        .filter((detail) => detail.jobId !== undefined && same(detail.jobId, jobId))
        .map((detail) => ({ fileName: detail.fileName, downloaded: downloaded.get(String(detail.id)) })),
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

/** Per slot, every run, as `<status>, <file names>` (a file the balancer did not send marked `fehlt`). */
export const runsPerSlot = (view: ScheduleView, slots: readonly string[]): Record<string, string[]> =>
  Object.fromEntries(
    slots.map((slot) => [
      slot,
      view.jobs
        .filter((job) => Date.parse(job.scheduledFor) === Date.parse(slot))
        .map((job) => {
          const names = view
            .filesOf(job.id)
            .map((file) => (file.downloaded === false ? `${file.fileName} fehlt` : file.fileName));
          return `${job.status}, ${names.join(' + ') || 'keine Datei'}`;
        }),
    ]),
  );
