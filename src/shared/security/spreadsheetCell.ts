/** What a spreadsheet program may read as the start of a formula (OWASP, CSV injection). */
const FORMULA_START = /^[=+\-@\t\r]/;
/** A plain number, as cells show them (`-12`, `-12.345,5`, `+1e3`): no formula can hide in it. */
const PLAIN_NUMBER = /^[+-]?\d+(?:[.,]\d+)*(?:[eE][+-]?\d+)?$/;

/**
 * The text of an exported cell (CSV or Excel) that a spreadsheet program cannot run: a text that begins with `=`,
 * `+`, `-`, `@`, a tab or a carriage return gets a leading `'`, so `=cmd|' /C calc'!A0` stays text. Plain numbers
 * stay as they are. Every export uses it; screens show the stored value unchanged.
 */
export const inertCellText = (text: string): string =>
  FORMULA_START.test(text) && !PLAIN_NUMBER.test(text) ? `'${text}` : text;
