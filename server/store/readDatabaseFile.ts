import { readFileSync } from 'node:fs';
import { applyOps, CorruptJournalError, journalSegments, readJournal, type JournalOp, type Segment } from './journal';
import { validateDatabase, type ValidationResult } from './validateDatabase';

export type DatabaseFileResult = ValidationResult & { text?: string; segments?: Segment[]; replayed?: number };

/**
 * Reads and validates a db.json file; a JSON syntax error is reported like any other problem. With
 * `withJournal`, the journal segments beside it are replayed on top, so the result is the last acknowledged
 * state. The journal is read before db.json: a compaction running meanwhile only ever deletes segments that
 * the db.json it has already renamed into place contains, so the pair read is always consistent.
 */
export function readDatabaseFile(file: string, withJournal = false): DatabaseFileResult {
  let segments: Segment[] = [];
  let ops: JournalOp[] = [];
  if (withJournal) {
    try {
      segments = journalSegments(file);
      ops = readJournal(segments);
    } catch (error) {
      if (!(error instanceof CorruptJournalError)) throw error;
      return { ok: false, problems: [{ collection: '(Journal)', message: error.message }] };
    }
  }
  let text: string;
  try {
    text = readFileSync(file, 'utf8');
  } catch (error) {
    return {
      ok: false,
      problems: [{ collection: '(Datei)', message: `Datei nicht lesbar: ${(error as Error).message}` }],
    };
  }
  let raw: unknown;
  try {
    raw = JSON.parse(text);
  } catch (error) {
    return {
      ok: false,
      problems: [{ collection: '(Datei)', message: `Kein gültiges JSON: ${(error as Error).message}` }],
    };
  }
  if (!withJournal) return { ...validateDatabase(raw), text };
  if (typeof raw === 'object' && raw !== null && !Array.isArray(raw)) applyOps(raw as Record<string, unknown>, ops);
  return { ...validateDatabase(raw), text, segments, replayed: ops.length };
}
