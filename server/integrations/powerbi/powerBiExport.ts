import { z } from 'zod';
import type { ExportedFile, ExportRequest, ReportExporter } from '../reportExport/reportExporter';
import { extensionOf } from '../reportExport/reportExporter';
import { PowerBiError, type PowerBiSettings } from './powerBiClient';

const TIMEOUT_MS = 30_000;
const exportAnswer = z.object({ id: z.string(), status: z.string(), retryAfter: z.number().optional() });

export interface PowerBiExportOptions {
  /** Gives up after this long (Power BI renders large reports for minutes). */
  maxWaitMs?: number;
  sleep?: (ms: number) => Promise<void>;
}

const quote = (value: string) => `'${value.replace(/'/g, "''")}'`;

/**
 * Power BI's export-to-file API for reports of Power BI accounts: `POST …/ExportTo` with the pages and the
 * filters, poll `…/exports/{id}` until it succeeds, then download `…/exports/{id}/file`. Power BI reports export
 * to PDF; XLSX works only for paginated reports, so Power BI refuses it for others (the job then fails with that).
 */
export function createPowerBiExporter(
  settings: PowerBiSettings,
  principalToken: () => Promise<string>,
  options: PowerBiExportOptions = {},
): ReportExporter {
  const maxWaitMs = options.maxWaitMs ?? 10 * 60_000;
  const sleep = options.sleep ?? ((ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms)));

  async function call(url: string, init: RequestInit = {}): Promise<Response> {
    const headers = { Authorization: `Bearer ${await principalToken()}`, 'Content-Type': 'application/json' };
    let response: Response;
    try {
      response = await fetch(url, { ...init, headers, signal: AbortSignal.timeout(TIMEOUT_MS) });
    } catch (error) {
      throw new PowerBiError('PBI_UNREACHABLE', `Power BI nicht erreichbar (${url}): ${String(error)}`);
    }
    if (!response.ok) throw new PowerBiError('PBI_REFUSED', `Power BI antwortete ${response.status} auf ${url}.`);
    return response;
  }
  const parse = async (response: Response) => {
    const parsed = exportAnswer.safeParse(await response.json().catch(() => undefined));
    if (!parsed.success) throw new PowerBiError('PBI_ANSWER_INVALID', 'Unerwartete Antwort von Power BI (Export).');
    return parsed.data;
  };

  return {
    async exportReport(request: ExportRequest): Promise<ExportedFile> {
      const { account, report } = request;
      if (!account.workspaceId || !report.powerBiReportId) {
        throw new PowerBiError('PBI_REFUSED', 'Dem Bericht fehlt die Power-BI-Kennung oder dem Konto der Workspace.');
      }
      const base = `${settings.apiUrl}/v1.0/myorg/groups/${encodeURIComponent(account.workspaceId)}/reports/${encodeURIComponent(report.powerBiReportId)}`;
      const filters = request.filters
        .filter((filter) => filter.table && filter.column)
        .map((filter) => ({ filter: `${filter.table}/${filter.column} eq ${quote(filter.value)}` }));
      let state = await parse(
        await call(`${base}/ExportTo`, {
          method: 'POST',
          body: JSON.stringify({
            format: request.format,
            powerBIReportConfiguration: {
              ...(request.pageNames.length > 0 ? { pages: request.pageNames.map((pageName) => ({ pageName })) } : {}),
              ...(filters.length > 0 ? { reportLevelFilters: filters } : {}),
            },
          }),
        }),
      );
      const started = Date.now();
      while (state.status !== 'Succeeded') {
        if (state.status === 'Failed') throw new PowerBiError('PBI_REFUSED', 'Power BI meldet: Export fehlgeschlagen.');
        if (Date.now() - started > maxWaitMs)
          throw new PowerBiError('PBI_UNREACHABLE', 'Power BI-Export dauert zu lange.');
        await sleep(Math.min(Math.max(state.retryAfter ?? 5, 1), 60) * 1000);
        state = await parse(await call(`${base}/exports/${encodeURIComponent(state.id)}`));
      }
      const file = await call(`${base}/exports/${encodeURIComponent(state.id)}/file`);
      return { bytes: Buffer.from(await file.arrayBuffer()), extension: extensionOf(request.format) };
    },
  };
}
