import type { MRT_Localization } from 'material-react-table';
import { MRT_Localization_DE } from 'material-react-table/locales/de';
import { adminTexts } from '../../shared/texts';

/** material-react-table's German texts with a few corrections in our wording. */
export const gridLocalization: MRT_Localization = {
  ...MRT_Localization_DE,
  edit: 'Bearbeiten',
  rowNumbers: adminTexts.grid.rowNumbers,
  rowsPerPage: adminTexts.grid.rowsPerPage,
  toggleSelectAll: adminTexts.grid.selectAll,
  toggleSelectRow: 'Zeile auswählen',
  unpin: 'Lösen',
  move: 'Verschieben',
  grab: 'Verschieben',
  dropToGroupBy: 'Hierher ziehen, um nach {column} zu gruppieren',
};
