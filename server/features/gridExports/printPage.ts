import { adminTexts } from '@shared/texts';
import { GRID_EXPORT_PRINT_SCRIPT } from './exportPaths';
import { shownTexts, type ExportFile, type ExportFileContext } from './exportFile';

const escapeHtml = (text: string): string =>
  text.replace(
    /[&<>"']/g,
    (character) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[character] ?? character,
  );

const stylesheet = `
body { font: 9pt/1.3 "Segoe UI", Roboto, Arial, sans-serif; color: #000; margin: 12mm; }
h1 { font-size: 14pt; margin: 0 0 8pt; }
table { width: 100%; border-collapse: collapse; }
th, td { border: 0.5pt solid #777; padding: 2pt 4pt; text-align: left; vertical-align: top; }
thead { display: table-header-group; }
tr { break-inside: avoid; }
@page { size: landscape; margin: 12mm; }
@media print { body { margin: 0; } }`;

/**
 * The print view of a list as a page of its own, streamed row by row: the heading with the count, the table in the
 * columns' order and labels; a script of this origin opens the print dialog once it is loaded. Every text from the
 * data is escaped.
 */
export function printPage(context: ExportFileContext): ExportFile {
  const { out, request } = context;
  return {
    contentType: 'text/html; charset=utf-8',
    start: async (total) => {
      const heading = escapeHtml(adminTexts.grid.printHeading(request.title, total));
      const head = request.columns.map(({ label }) => `<th scope="col">${escapeHtml(label)}</th>`).join('');
      out.write(
        `<!doctype html><html lang="de"><head><meta charset="utf-8"><title>${heading}</title>` +
          `<style>${stylesheet}</style><script src="${GRID_EXPORT_PRINT_SCRIPT}" defer></script></head>` +
          `<body><h1>${heading}</h1><table><thead><tr>${head}</tr></thead><tbody>\n`,
      );
    },
    rows: (rows, labels) => {
      out.write(
        rows
          .map(
            (row) =>
              `<tr>${shownTexts(context, row, labels)
                .map((text) => `<td>${escapeHtml(text)}</td>`)
                .join('')}</tr>\n`,
          )
          .join(''),
      );
    },
    end: () => new Promise((resolve) => out.end('</tbody></table></body></html>\n', resolve)),
  };
}
