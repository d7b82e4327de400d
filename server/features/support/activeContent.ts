import { inflateSync } from 'node:zlib';
import { inertCellText } from '@shared/security/spreadsheetCell';

/** PDF names that run or carry something: scripts, programs to launch, embedded files, rich media. */
const ACTIVE_PDF_NAME = /\/(?:JavaScript|JS|Launch|EmbeddedFiles?|RichMedia)(?=[\s/<>[\](){}%]|$)/;
/** Streams inflated to look into (object streams hide dictionaries); a bound against inflation bombs. */
const MAX_INFLATED_BYTES = 8 * 1024 * 1024;

/** `#xx` escapes in PDF names undone, so `/J#61vaScript` reads as `/JavaScript`. */
const unescapeNames = (text: string): string =>
  text.replace(/#([0-9a-f]{2})/gi, (_match, hex: string) => String.fromCharCode(parseInt(hex, 16)));

/** The PDF's text and the text of its Flate streams (where object streams keep their dictionaries). */
function* pdfTexts(bytes: Buffer): Generator<string> {
  const raw = bytes.toString('latin1');
  yield raw;
  let budget = MAX_INFLATED_BYTES;
  for (const match of raw.matchAll(/stream\r?\n/g)) {
    const start = match.index + match[0].length;
    const end = raw.indexOf('endstream', start);
    if (end < 0 || budget <= 0) break;
    try {
      const inflated = inflateSync(bytes.subarray(start, end), { maxOutputLength: budget });
      budget -= inflated.length;
      yield inflated.toString('latin1');
    } catch {
      // Not a Flate stream (images, fonts) or cut off: nothing to read in it.
    }
  }
}

/** Whether a PDF holds JavaScript, a launch action, embedded files or rich media, also inside object streams. */
export function hasActivePdfContent(bytes: Buffer): boolean {
  for (const text of pdfTexts(bytes)) if (ACTIVE_PDF_NAME.test(unescapeNames(text))) return true;
  return false;
}

/** A CSV cell without its quotes. */
const unquote = (cell: string): string => cell.trim().replace(/^"([\s\S]*)"$/, '$1');

/**
 * Whether a CSV file has a cell a spreadsheet would run as a formula (`=`, `+`, `-`, `@`, tab or CR at its start,
 * plain numbers aside), whichever of comma, semicolon or tab separates the cells.
 */
export function hasFormulaCells(text: string): boolean {
  return text
    .split(/\r?\n/)
    .flatMap((line) => line.split(/[,;\t]/))
    .map(unquote)
    .some((cell) => inertCellText(cell) !== cell);
}
