import express from 'express';
import { portalApiPaths, type OwnExport } from '@shared/portalApi';
import type { Id } from '@shared/schemas';
import { exportTexts } from '@shared/texts';
import { principalOf } from '../../auth/authenticate';
import { sendError } from '../../data/dataCall';
import type { Store } from '../../store/store';
import type { FeatureContext } from '../featureContext';
import { exportFilesOf } from './exportFilesOf';

const same = (a: Id | undefined, b: Id) => a !== undefined && String(a) === String(b);
const newestFirst = (a: { createdAt: string }, b: { createdAt: string }) =>
  Date.parse(b.createdAt) - Date.parse(a.createdAt);
const contentTypes = {
  PDF: 'application/pdf',
  XLSX: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
} as const;

function lastJobOf(store: Store, exportId: Id): OwnExport['lastJob'] {
  const job = store
    .collection('pbiExportJobs')
    .filter((candidate) => same(candidate.exportId, exportId))
    .sort((a, b) => Date.parse(b.scheduledFor) - Date.parse(a.scheduledFor))[0];
  return job
    ? {
        status: job.status,
        scheduledFor: job.scheduledFor,
        finishedAt: job.finishedAt ?? null,
        error: job.error ?? null,
      }
    : null;
}

function ownExports(store: Store, accountId: Id): OwnExport[] {
  return store
    .collection('pbiExports')
    .filter((pbiExport) => same(pbiExport.accountId, accountId))
    .map((pbiExport) => {
      const template = store.collection('pbiExportTemplates').find((t) => same(t.id, pbiExport.templateId));
      const report = template && store.collection('pbiReports').find((r) => same(r.id, template.reportId));
      const relation =
        template && store.collection('moduleReportRelations').find((r) => same(r.reportId, template.reportId));
      return {
        id: pbiExport.id,
        name: pbiExport.name,
        createdAt: pbiExport.createdAt,
        templateName: template?.name ?? null,
        format: template?.format ?? null,
        reportId: template?.reportId ?? null,
        reportName: report?.name ?? null,
        moduleId: relation?.moduleId ?? null,
        files: store
          .collection('pbiExportDetails')
          .filter((detail) => same(detail.exportId, pbiExport.id))
          .sort(newestFirst)
          .map(({ id, fileName, format, size, createdAt }) => ({ id, fileName, format, size, createdAt })),
        lastJob: lastJobOf(store, pbiExport.id),
      };
    })
    .sort(newestFirst);
}

/**
 * `GET /pbi/report/export/v1/user/all`: the signed-in user's own exports with their files and latest run,
 * newest first; `GET /pbi/report/export/v1/file/{id}`: one file, only for the export's owner (403 for
 * everybody else, administrators included).
 */
export function reportExportsRouter({ store, config, sharedFiles }: FeatureContext): express.Router {
  const router = express.Router();
  const files = exportFilesOf(config, sharedFiles);
  router.get(portalApiPaths.ownExports, (_req, res) => {
    res.json(ownExports(store, principalOf(res).account.id));
  });
  router.get(portalApiPaths.exportFilePattern, async (req, res, next) => {
    const detailId = req.params.detailId ?? '';
    const detail = store.collection('pbiExportDetails').find((candidate) => same(candidate.id, detailId));
    const pbiExport = detail && store.collection('pbiExports').find((candidate) => same(candidate.id, detail.exportId));
    if (!detail || !pbiExport) {
      sendError(res, 404, 'NOT_FOUND', exportTexts.server.fileMissing);
      return;
    }
    if (!same(pbiExport.accountId, principalOf(res).account.id)) {
      sendError(res, 403, 'FORBIDDEN', exportTexts.server.notOwner);
      return;
    }
    let body;
    try {
      body = await files.open(detail);
    } catch (error) {
      next(error);
      return;
    }
    if (!body) {
      sendError(res, 404, 'NOT_FOUND', exportTexts.server.fileMissing);
      return;
    }
    res.setHeader('Cache-Control', 'private, no-store');
    res.setHeader('X-Content-Type-Options', 'nosniff');
    res.type(contentTypes[detail.format]);
    res.attachment(detail.fileName);
    if ('path' in body) res.sendFile(body.path);
    else res.send(body.bytes);
  });
  return router;
}
