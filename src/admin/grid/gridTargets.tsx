import Box from '@mui/material/Box';
import type { MRT_DisplayColumnDef, MRT_TableOptions } from 'material-react-table';
import type { KeyboardEvent } from 'react';
import type { RaRecord } from 'react-admin';
import { adminTexts } from '@shared/texts';
import { visuallyHidden } from '@shared/ui/visuallyHidden';

/** WCAG 2.2's least size of a pointer target (axe `target-size`, checked by Lighthouse). */
export const TARGET_PX = 24;

/**
 * The row-actions column is named for screen readers (axe `td-has-header`: its cells hold the open links, an
 * empty header left them without one) without taking the narrow column's room.
 */
export const rowActionsColumn: Partial<MRT_DisplayColumnDef<RaRecord>> = {
  header: adminTexts.grid.rowActions,
  Header: () => (
    <Box component="span" sx={visuallyHidden}>
      {adminTexts.grid.rowActions}
    </Box>
  ),
  size: 60,
};

/**
 * material-react-table's keyboard shortcuts of a header cell (Enter sorts, arrows move between cells) also took the
 * keys meant for a control inside it: Enter on the sort label sorted twice, so the order did not change, and the
 * arrows left a filter field. The cell keeps them for itself only.
 */
const keysOfInnerControlsStayThere = (event: KeyboardEvent<HTMLTableCellElement>) => {
  if (event.target !== event.currentTarget) event.stopPropagation();
};

/**
 * The header's sort labels (3ch by 18 px) and column drag handles at the least target size; the handles' negative
 * side margins made them and the sort labels overlap each other.
 */
export const headCellTargets: Pick<MRT_TableOptions<RaRecord>, 'muiTableHeadCellProps' | 'muiColumnDragHandleProps'> = {
  muiTableHeadCellProps: {
    sx: { '& .MuiTableSortLabel-root': { minWidth: TARGET_PX, minHeight: TARGET_PX } },
    onKeyDown: keysOfInnerControlsStayThere,
  },
  muiColumnDragHandleProps: { sx: { minWidth: TARGET_PX, minHeight: TARGET_PX, mx: 0 } },
};
