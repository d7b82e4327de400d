import { readFileSync } from 'node:fs';
import { validateDatabase, type ValidationResult } from './validateDatabase';

/** Reads and validates a db.json file; a JSON syntax error is reported like any other problem. */
export function readDatabaseFile(file: string): ValidationResult & { text?: string } {
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
  return { ...validateDatabase(raw), text };
}
