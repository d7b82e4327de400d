import type { CollectionRecord, ExportFormat, PbiReport } from '@shared/schemas';

export type PbiAccount = CollectionRecord<'pbiAccounts'>;

/** What one export run asks for: a report (restricted to some pages) as PDF or Excel, with the template's filters. */
export interface ExportRequest {
  title: string;
  report: PbiReport;
  account: PbiAccount;
  /** Empty: every visible page. */
  pageNames: readonly string[];
  format: ExportFormat;
  /** The template's filters; table and column where the report's filter definitions name them (Power BI needs them). */
  filters: readonly ExportFilter[];
  createdAt: Date;
}

export interface ExportFilter {
  name: string;
  value: string;
  table?: string;
  column?: string;
}

export interface ExportedFile {
  bytes: Buffer;
  extension: 'pdf' | 'xlsx';
}

/** Produces the file of an export run: locally for local accounts, through Power BI's export-to-file for others. */
export interface ReportExporter {
  exportReport: (request: ExportRequest) => Promise<ExportedFile>;
}

export const extensionOf = (format: ExportFormat): ExportedFile['extension'] => (format === 'PDF' ? 'pdf' : 'xlsx');

/** The report's pages the export shows: the template's pages (all visible ones if it names none), visible only. */
export function pagesToExport(report: PbiReport, pageNames: readonly string[]) {
  const visible = report.pages.filter((page) => page.visibility === 0);
  return pageNames.length === 0 ? visible : visible.filter((page) => pageNames.includes(page.name));
}
