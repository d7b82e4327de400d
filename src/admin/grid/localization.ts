import type { MRT_Localization } from 'material-react-table';
import { MRT_Localization_DE } from 'material-react-table/locales/de';
import { adminTexts } from '@shared/texts';

/** material-react-table's German texts with a few corrections in our wording. */
export const gridLocalization: MRT_Localization = {
  ...MRT_Localization_DE,
  edit: adminTexts.grid.edit,
  rowNumbers: adminTexts.grid.rowNumbers,
  rowsPerPage: adminTexts.grid.rowsPerPage,
  toggleSelectAll: adminTexts.grid.selectAll,
  toggleSelectRow: adminTexts.grid.selectRowShort,
  unpin: adminTexts.grid.unpin,
  move: adminTexts.grid.move,
  grab: adminTexts.grid.move,
  dropToGroupBy: adminTexts.grid.dropToGroupBy,
};
