import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Database } from '@shared/schemas';
import { projectRoot } from '@server/projectRoot';

/**
 * max.muster's sales report as a PDF, exported every two seconds: the slots of a whole cluster test, a few while
 * both instances are up before the kill scenario. The report's account is a local one, so the runs render the
 * PDF from the report's own pages and data sets, as in the e2e test of exports.
 */
export const secondsExport = {
  templateId: 901,
  exportId: 901,
  scheduleId: 901,
  name: 'Cluster-Sekundenexport',
  cron: '*/2 * * * * *',
  timezone: 'Europe/Berlin',
} as const;

/** The fixtures with the seconds export added: what the cluster imports into PostgreSQL. */
export function writeClusterData(file: string): void {
  const db = JSON.parse(readFileSync(join(projectRoot, 'db.json'), 'utf8')) as Database;
  const { templateId, exportId, scheduleId, name, cron, timezone } = secondsExport;
  db.pbiExportTemplates.push({ id: templateId, reportId: 1, name, pageNames: [], format: 'PDF', filters: {} });
  db.pbiExports.push({ id: exportId, templateId, accountId: 1, name, createdAt: '2026-11-25T10:00:00Z' });
  db.pbiExportSchedules.push({ id: scheduleId, exportId, cron, active: true, timezone });
  writeFileSync(file, `${JSON.stringify(db, null, 2)}\n`);
}
