import { randomUUID } from 'node:crypto';
import type { Id, PbiExportJob } from '@shared/schemas';
import { exportTexts } from '@shared/texts';
import type { ExportFilter, ExportRequest, ReportExporter } from '../../integrations/reportExport/reportExporter';
import { reportsOf } from '../../access';
import type { Jobs } from '../../jobs/jobs';
import type { Store } from '../../store/store';
import { accountsFor } from '../reports/reportInfos';
import type { ExportFiles } from './exportFiles';

const t = exportTexts.server;
const same = (a: Id | undefined, b: Id | undefined) => a !== undefined && b !== undefined && String(a) === String(b);
const describe = (error: unknown) => (error instanceof Error ? error.message : String(error)).slice(0, 2000);

/** Picks the exporter for the account a report is exported with (local or Power BI). */
export type ExporterFor = (kind: 'LOCAL' | 'POWER_BI') => ReportExporter;

class ExportFailure extends Error {}

/** 'Vertriebsübersicht Oktober' → 'vertriebsuebersicht-oktober' */
export function slugOf(name: string): string {
  const folded = name
    .toLowerCase()
    .replace(/ä/g, 'ae')
    .replace(/ö/g, 'oe')
    .replace(/ü/g, 'ue')
    .replace(/ß/g, 'ss')
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '');
  return (
    folded
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-|-$/g, '')
      .slice(0, 80) || 'export'
  );
}

/** `YYYYMMDD-HHMM` of a slot (UTC), with the seconds appended for a slot of a seconds schedule. */
const stamp = (date: Date) =>
  date
    .toISOString()
    .slice(0, date.getUTCSeconds() === 0 ? 16 : 19)
    .replace(/[-:]/g, '')
    .replace('T', '-');

function updateJob(store: Store, id: Id, patch: Partial<PbiExportJob>): void {
  store.change('pbiExportJobs', (jobs) =>
    jobs.map((job) => {
      if (!same(job.id, id)) return job;
      const next: PbiExportJob = { ...job, ...patch };
      for (const key of Object.keys(patch) as (keyof PbiExportJob)[]) if (patch[key] === undefined) delete next[key];
      return next;
    }),
  );
}

/** Queues a failed job again as its next attempt; undefined if there is no such failed job. */
export function retryJob(store: Store, id: Id): PbiExportJob | undefined {
  const job = store.collection('pbiExportJobs').find((candidate) => same(candidate.id, id));
  if (!job || job.status !== 'failed') return undefined;
  updateJob(store, job.id, {
    status: 'queued',
    attempt: job.attempt + 1,
    startedAt: undefined,
    finishedAt: undefined,
    error: undefined,
  });
  return store.collection('pbiExportJobs').find((candidate) => same(candidate.id, id));
}

/**
 * The claim of one attempt of a job across instances: the export, its slot and the attempt, not the job's id, which
 * stores of separate instances (each with its own db.json) would hand out on their own.
 */
const attemptClaim = (job: PbiExportJob) => ({
  job: `pbiExportJobs:${String(job.exportId)}`,
  slot: `${new Date(job.scheduledFor).toISOString()}#${job.attempt}`,
});
const claimKey = (job: PbiExportJob) => JSON.stringify(attemptClaim(job));

/**
 * Runs queued export jobs one after another: `running` with its start time, the file written under the export
 * folder and recorded in pbiExportDetails, then `succeeded` or `failed` with the error. Jobs are queued by the
 * scheduler (once per slot) or by an admin's retry. With the queue empty it deletes the files of deleted records.
 * Each attempt runs under a claim in the job leases, so a job every instance holds (on PostgreSQL every replica
 * holds every job) runs once across them: the instance that finds it run elsewhere leaves it to that one, and
 * one that finds it running asks again next time.
 */
export class ExportRunner {
  private busy = false;
  /** The version of pbiExportDetails the export folder was last tidied for. */
  private tidiedFor?: number;
  /** Claims of attempts another instance ran: asked once per process, not on every run of the queue. */
  private readonly ranElsewhere = new Set<string>();

  constructor(
    private readonly store: Store,
    private readonly jobs: Jobs,
    private readonly exporterFor: ExporterFor,
    private readonly files: ExportFiles,
    private readonly now: () => Date = () => new Date(),
  ) {}

  private update(id: Id, patch: Partial<PbiExportJob>): void {
    updateJob(this.store, id, patch);
  }

  /** Queues the run of a slot once: a job for the same export and slot is never queued twice. */
  enqueue(exportId: Id, scheduledFor: Date): Promise<PbiExportJob | undefined> {
    const slot = scheduledFor.getTime();
    return this.store.committed(() => {
      const known = this.store
        .collection('pbiExportJobs')
        .some((job) => same(job.exportId, exportId) && Date.parse(job.scheduledFor) === slot);
      if (known) return undefined;
      return this.store.insert('pbiExportJobs', {
        exportId,
        status: 'queued',
        scheduledFor: scheduledFor.toISOString(),
        attempt: 1,
      });
    });
  }

  /** A job a crash or restart left `running` goes back to the queue; it produced no file record yet. */
  recover(): void {
    for (const job of this.store.collection('pbiExportJobs').filter((candidate) => candidate.status === 'running')) {
      this.update(job.id, { status: 'queued', startedAt: undefined });
    }
  }

  /** Runs every queued job, oldest slot first; a second call while running returns at once. */
  async runQueued(): Promise<void> {
    if (this.busy) return;
    this.busy = true;
    /** Jobs another instance is running now: left to the next call. */
    const heldElsewhere = new Set<string>();
    try {
      for (;;) {
        const next = this.store
          .collection('pbiExportJobs')
          .filter((job) => job.status === 'queued' && !this.ranElsewhere.has(claimKey(job)))
          .filter((job) => !heldElsewhere.has(claimKey(job)))
          .sort((a, b) => Date.parse(a.scheduledFor) - Date.parse(b.scheduledFor))[0];
        if (!next) {
          await this.removeOrphanFiles();
          return;
        }
        const { job, slot } = attemptClaim(next);
        const claim = await this.jobs.runSlot(job, slot, () => this.runIfStillQueued(next));
        if (claim === 'done') this.ranElsewhere.add(claimKey(next));
        if (claim === 'held') heldElsewhere.add(claimKey(next));
      }
    } finally {
      this.busy = false;
    }
  }

  /**
   * Files whose record is gone leave the folder once the queue is empty (no file is being written then), and only
   * when the file records changed since the last time.
   */
  private async removeOrphanFiles(): Promise<void> {
    const version = this.store.collectionVersion('pbiExportDetails');
    if (version === this.tidiedFor) return;
    this.tidiedFor = version;
    await this.files.removeOrphans(this.store.collection('pbiExportDetails'));
  }

  private request(job: PbiExportJob, startedAt: Date): { request: ExportRequest; exportId: Id } {
    const pbiExport = this.store.collection('pbiExports').find((e) => same(e.id, job.exportId));
    const template =
      pbiExport && this.store.collection('pbiExportTemplates').find((tp) => same(tp.id, pbiExport.templateId));
    const report = template && this.store.collection('pbiReports').find((r) => same(r.id, template.reportId));
    const owner = pbiExport && this.store.collection('zbvAccounts').find((a) => same(a.id, pbiExport.accountId));
    if (!pbiExport || !template || !report || !owner) throw new ExportFailure(t.missingExport);
    if (!owner.active || !reportsOf(this.store, owner).some((r) => same(r.id, report.id)))
      throw new ExportFailure(t.noAccess);
    const account = accountsFor(this.store, owner, report.pbiAccountIds).sort(
      (a, b) => a.sortPriority - b.sortPriority || a.displayname.localeCompare(b.displayname, 'de'),
    )[0];
    if (!account) throw new ExportFailure(t.noPbiAccount);
    const definitions = this.store.collection('pbiReportFilters').filter((f) => same(f.reportId, report.id));
    const filters: ExportFilter[] = Object.entries(template.filters).map(([name, value]) => {
      const definition = definitions.find((d) => d.name === name);
      return { name, value, ...(definition ? { table: definition.table, column: definition.column } : {}) };
    });
    return {
      exportId: pbiExport.id,
      request: {
        title: pbiExport.name,
        report,
        account,
        pageNames: template.pageNames,
        format: template.format,
        filters,
        createdAt: startedAt,
      },
    };
  }

  /** The record may have changed while the claim was being taken (deleted with its export, say). */
  private async runIfStillQueued(claimed: PbiExportJob): Promise<void> {
    const job = this.store.collection('pbiExportJobs').find((candidate) => same(candidate.id, claimed.id));
    if (job?.status === 'queued' && claimKey(job) === claimKey(claimed)) await this.run(job);
  }

  private async run(job: PbiExportJob): Promise<void> {
    const startedAt = this.now();
    this.update(job.id, { status: 'running', startedAt: startedAt.toISOString() });
    try {
      const { request, exportId } = this.request(job, startedAt);
      const file = await this.exporterFor(request.account.kind).exportReport(request);
      // The file is named before its record exists, by a key no other run can pick, not by the record's id.
      const fileKey = randomUUID();
      await this.files.write({ fileKey, format: request.format }, file.bytes);
      const finishedAt = this.now().toISOString();
      await this.store.committed(() => {
        this.store.insert('pbiExportDetails', {
          exportId,
          jobId: job.id,
          fileKey,
          fileName: `${slugOf(request.title)}-${stamp(new Date(job.scheduledFor))}.${file.extension}`,
          format: request.format,
          size: file.bytes.length,
          createdAt: finishedAt,
        });
        this.update(job.id, { status: 'succeeded', finishedAt });
      });
    } catch (error) {
      this.update(job.id, { status: 'failed', finishedAt: this.now().toISOString(), error: describe(error) });
    }
  }
}
