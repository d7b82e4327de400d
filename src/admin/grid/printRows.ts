import { adminTexts } from '@shared/texts';
import { cellText, type ReferenceLabels } from './cellText';
import type { GridColumn } from './gridColumn';

const PRINT_CLASS = 'radar-print';
const STYLE_ID = 'radar-print-style';

/** On paper only the print table shows; on screen it never does. */
const printStylesheet = `
@media screen { .${PRINT_CLASS} { display: none; } }
@media print {
  body > :not(.${PRINT_CLASS}) { display: none !important; }
  .${PRINT_CLASS} { display: block; font: 9pt/1.3 "Segoe UI", Roboto, Arial, sans-serif; color: #000; }
  .${PRINT_CLASS} h1 { font-size: 14pt; margin: 0 0 8pt; }
  .${PRINT_CLASS} table { width: 100%; border-collapse: collapse; }
  .${PRINT_CLASS} th, .${PRINT_CLASS} td { border: 0.5pt solid #777; padding: 2pt 4pt; text-align: left; vertical-align: top; }
  .${PRINT_CLASS} thead { display: table-header-group; }
  .${PRINT_CLASS} tr { break-inside: avoid; }
  @page { size: landscape; margin: 12mm; }
}`;

/** Builds the print table (as text nodes: nothing from the data is parsed as HTML). */
export function buildPrintView(
  title: string,
  columns: readonly GridColumn[],
  rows: readonly Record<string, unknown>[],
  labels: ReferenceLabels,
): HTMLElement {
  const container = document.createElement('section');
  container.className = PRINT_CLASS;
  const heading = document.createElement('h1');
  heading.textContent = adminTexts.grid.printHeading(title, rows.length);
  const table = document.createElement('table');
  const headRow = table.createTHead().insertRow();
  for (const column of columns) {
    const cell = document.createElement('th');
    cell.scope = 'col';
    cell.textContent = column.label;
    headRow.append(cell);
  }
  const body = table.createTBody();
  for (const row of rows) {
    const line = body.insertRow();
    for (const column of columns) line.insertCell().textContent = cellText(column, row, labels);
  }
  container.append(heading, table);
  return container;
}

/** Opens the browser's print dialog for the rows; the view is removed again after printing. */
export function printRows(
  title: string,
  columns: readonly GridColumn[],
  rows: readonly Record<string, unknown>[],
  labels: ReferenceLabels,
): void {
  if (!document.getElementById(STYLE_ID)) {
    const style = document.createElement('style');
    style.id = STYLE_ID;
    style.textContent = printStylesheet;
    document.head.append(style);
  }
  document.querySelectorAll(`.${PRINT_CLASS}`).forEach((old) => old.remove());
  const view = buildPrintView(title, columns, rows, labels);
  document.body.append(view);
  window.addEventListener('afterprint', () => view.remove(), { once: true });
  window.print();
}
