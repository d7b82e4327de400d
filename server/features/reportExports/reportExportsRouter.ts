import express from 'express';
import { portalApiPaths, type OwnExport } from '../../../src/shared/portalApi';
import { principalOf } from '../../auth/authenticate';
import type { Store } from '../../store/store';
import type { FeatureContext } from '../featureContext';

const same = (a: string | number | undefined, b: string | number) => a !== undefined && String(a) === String(b);
const newestFirst = (a: { createdAt: string }, b: { createdAt: string }) =>
  Date.parse(b.createdAt) - Date.parse(a.createdAt);

function ownExports(store: Store, accountId: string | number): OwnExport[] {
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
      };
    })
    .sort(newestFirst);
}

/** `GET /pbi/report/export/v1/user/all`: the signed-in user's own exports with their files, newest first. */
export function reportExportsRouter({ store }: FeatureContext): express.Router {
  const router = express.Router();
  router.get(portalApiPaths.ownExports, (_req, res) => {
    res.json(ownExports(store, principalOf(res).account.id));
  });
  return router;
}
