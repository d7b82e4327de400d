import { once } from 'node:events';
import { setImmediate } from 'node:timers/promises';
import type { Response } from 'express';
import type { Logger } from 'pino';
import { cellTextWith, dateTimeFormatter } from '@shared/gridExport/cellText';
import type { GridExportFormat, GridExportPhase } from '@shared/gridExport/gridExportApi';
import { exportFileName } from '@shared/gridExport/spreadsheetCells';
import type { CollectionName, UserData } from '@shared/schemas';
import { gridExportTexts } from '@shared/texts';
import { dataScope } from '../../access';
import { narrowedToScope } from '../../data/listInScope';
import { parseListRequest } from '../../data/listRequest';
import type { CollectionStore } from '../../store/collectionStore';
import { csvFile } from './csvFile';
import { cellColumnOf, type ExportFile, type ExportFileContext } from './exportFile';
import { gridExportLimits } from './exportLimits';
import { listInputOf } from './exportQuery';
import type { ExportRecords, GridExport } from './exportRecords';
import { printPage } from './printPage';
import { ReferenceLabelReader } from './referenceLabels';
import { workbookFile } from './workbookFile';

const files: Record<GridExportFormat, (context: ExportFileContext) => ExportFile> = {
  csv: csvFile,
  xlsx: workbookFile,
  print: printPage,
};

export interface ExportRun {
  records: CollectionStore;
  exports: ExportRecords;
  user: UserData;
  collection: CollectionName;
  entry: GridExport;
  res: Response;
  log: Logger;
  limits?: typeof gridExportLimits;
}

/** Why a run stopped before its end: the user's cancel, the browser gone, or the time bound. */
class Stopped extends Error {
  constructor(
    readonly phase: Extract<GridExportPhase, 'failed' | 'cancelled'>,
    message: string,
  ) {
    super(message);
  }
}

/** Until the answer takes more (or is gone): the reading waits for the browser instead of filling the memory. */
async function drained(res: Response): Promise<void> {
  if (!res.writableNeedDrain || res.destroyed) return;
  await Promise.race([once(res, 'drain'), once(res, 'close')]);
}

/**
 * Writes the export's file into the answer: the records of the list's query in the caller's tenant scope (the data
 * API's own path), a step of `pageSize` records at a time with the labels of their references, while recording the
 * progress. Stops, breaking the download off, on a cancel, when the browser goes, or at the time bound.
 */
export async function streamExport({
  records,
  exports,
  user,
  collection,
  entry,
  res,
  log,
  limits = gridExportLimits,
}: ExportRun): Promise<void> {
  const { request } = entry;
  const started = Date.now();
  const query = await narrowedToScope(
    dataScope(records, user, collection),
    parseListRequest(listInputOf(request)).query,
  );
  const pageAt = async (start: number) =>
    query ? await records.list(collection, { ...query, range: { start, end: start + limits.pageSize } }) : undefined;
  const first = await pageAt(0);
  const total = first?.total ?? 0;
  const context: ExportFileContext = {
    out: res,
    request,
    cells: request.columns.map(cellColumnOf),
    cellText: cellTextWith(dateTimeFormatter(request.timeZone)),
  };
  const file = files[request.format](context);
  if (file.extension) res.attachment(exportFileName(request.title, file.extension));
  res.status(200).setHeader('Content-Type', file.contentType);
  res.setHeader('Cache-Control', 'no-store');
  let gone = false;
  res.once('close', () => {
    gone = !res.writableFinished;
  });
  let written = 0;
  let reportedAt = started;
  const report = async (phase: GridExportPhase, message?: string) => {
    reportedAt = Date.now();
    return exports.report(entry.id, { phase, written, total, ...(message ? { message } : {}) });
  };
  const labels = new ReferenceLabelReader(records, user, request.columns);
  try {
    await file.start(total);
    let page = first?.items ?? [];
    while (page.length > 0) {
      await labels.read(page);
      file.rows(page, labels.current);
      written += page.length;
      if (Date.now() - started > limits.maxMs) {
        throw new Stopped('failed', gridExportTexts.tooLong(Math.round(limits.maxMs / 60_000)));
      }
      if (Date.now() - reportedAt >= limits.reportEveryMs && (await report('running')).cancelled) {
        throw new Stopped('cancelled', gridExportTexts.cancelled);
      }
      // A step of its own for the other calls, and for the compression of a workbook's rows written so far.
      await setImmediate();
      await drained(res);
      if (gone) throw new Stopped('cancelled', gridExportTexts.interrupted);
      page = page.length < limits.pageSize ? [] : ((await pageAt(written))?.items ?? []);
    }
    await file.end();
    await report('done');
    log.info(
      { gridExport: { id: entry.id, collection, format: request.format, rows: written, ms: Date.now() - started } },
      'Listenexport geschrieben',
    );
  } catch (error) {
    res.destroy();
    const stopped = error instanceof Stopped ? error : new Stopped('failed', gridExportTexts.interrupted);
    const outcome = { id: entry.id, collection, format: request.format, rows: written, ms: Date.now() - started };
    if (error instanceof Stopped && error.phase === 'cancelled')
      log.info({ gridExport: outcome }, 'Listenexport abgebrochen');
    else log.warn({ gridExport: outcome, err: error }, 'Listenexport nicht zu Ende geschrieben');
    await report(stopped.phase, stopped.message).catch((reportError: unknown) =>
      log.warn({ err: reportError }, 'Fortschritt des Listenexports nicht gespeichert'),
    );
  }
}
