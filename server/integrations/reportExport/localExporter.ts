import { renderPdf } from './localPdf';
import { renderWorkbook } from './localWorkbook';
import type { ReportExporter } from './reportExporter';

/** Exports of reports of local accounts, from the report's own pages and data sets in db.json. */
export const localExporter: ReportExporter = {
  async exportReport(request) {
    return request.format === 'PDF'
      ? { bytes: await renderPdf(request), extension: 'pdf' }
      : { bytes: await renderWorkbook(request), extension: 'xlsx' };
  },
};
