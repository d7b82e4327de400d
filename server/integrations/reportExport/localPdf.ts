import { exportTexts } from '@shared/texts';
import { pagesToExport, type ExportRequest } from './reportExporter';

type Row = Record<string, string | number>;
const t = exportTexts.server;
const numberFormat = new Intl.NumberFormat('de-DE', { maximumFractionDigits: 2 });
const dateTimeFormat = new Intl.DateTimeFormat('de-DE', {
  dateStyle: 'medium',
  timeStyle: 'short',
  timeZone: 'Europe/Berlin',
});
const cell = (value: string | number | undefined) =>
  typeof value === 'number' ? numberFormat.format(value) : (value ?? '');

function drawTable(doc: PDFKit.PDFDocument, rows: readonly Row[]) {
  const columns = [...new Set(rows.flatMap((row) => Object.keys(row)))];
  if (columns.length === 0) {
    doc.font('Helvetica-Oblique').fontSize(10).text(t.pdfNoData);
    return;
  }
  const left = doc.page.margins.left;
  const width = (doc.page.width - left - doc.page.margins.right) / columns.length;
  const line = (values: string[], font: string) => {
    const y = doc.y;
    doc.font(font).fontSize(9);
    const heights = values.map((value) => doc.heightOfString(value, { width: width - 6 }));
    values.forEach((value, index) => doc.text(value, left + index * width, y, { width: width - 6, lineBreak: true }));
    doc.x = left;
    doc.y = y + Math.max(...heights) + 4;
  };
  line(columns, 'Helvetica-Bold');
  for (const row of rows)
    line(
      columns.map((column) => cell(row[column])),
      'Helvetica',
    );
}

/**
 * The report as a PDF: one page per exported report page (landscape A4) with the report and page titles and
 * each visual's data as a table. Many rows flow onto further sheets, so the page count is at least the pages'.
 */
export async function renderPdf(request: ExportRequest): Promise<Buffer> {
  // Loaded on the first export, like exceljs: not part of the server's start.
  const { default: PDFDocument } = await import('pdfkit');
  const doc = new PDFDocument({ size: 'A4', layout: 'landscape', margin: 40, autoFirstPage: false });
  doc.info.Title = request.title;
  doc.info.Creator = 'Kommunikationswelt Radar';
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  const filters = request.filters.map(({ name, value }) => `${name}: ${value}`);
  for (const page of pagesToExport(request.report, request.pageNames)) {
    doc.addPage();
    doc.font('Helvetica-Bold').fontSize(16).text(`${request.report.name} – ${page.displayName}`);
    doc.font('Helvetica').fontSize(9).fillColor('#444444');
    doc.text(`${request.title} · ${t.pdfCreated} ${dateTimeFormat.format(request.createdAt)}`);
    if (filters.length > 0) doc.text(`${t.pdfFilter}: ${filters.join(', ')}`);
    doc.fillColor('#000000').moveDown();
    for (const visual of page.visuals) {
      doc.font('Helvetica-Bold').fontSize(12).text(visual.title);
      doc.moveDown(0.3);
      drawTable(doc, visual.data);
      doc.moveDown();
    }
  }
  doc.end();
  return await done;
}
