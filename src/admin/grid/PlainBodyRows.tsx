import type { MRT_Row, MRT_TableInstance } from 'material-react-table';
import type { MouseEvent, ReactNode } from 'react';
import type { RaRecord } from 'react-admin';
import { plainControl } from './plainControls';

const cssVarId = (id: string) => id.replace(/[^a-zA-Z0-9]/g, '_');

interface PlainBodyRowsProps {
  table: MRT_TableInstance<RaRecord>;
  /** What a click on a row does; without it, a row is not a click target. */
  onRowClick?: (row: MRT_Row<RaRecord>, event: MouseEvent<HTMLTableRowElement>) => void;
}

/**
 * The rows of an ungrouped page as plain table rows and cells, styled once by the grid's frame
 * (`plainControls.ts`): material-react-table's own cell is an MUI TableCell whose styles (padding by density,
 * width by column, hover and selection) it computes and serialises for each of a page's 275 cells.
 */
export function PlainBodyRows({ table, onRowClick }: PlainBodyRowsProps) {
  return table.getRowModel().rows.map((row, staticRowIndex) => (
    <tr
      key={row.id}
      className={plainControl.row}
      data-selected={row.getIsSelected() || undefined}
      data-opens={onRowClick ? true : undefined}
      onClick={onRowClick && ((event) => onRowClick(row, event))}
    >
      {row.getVisibleCells().map((cell) => {
        const { column } = cell;
        const size = `var(--col-${cssVarId(column.id)}-size)`;
        const Cell = column.columnDef.Cell;
        return (
          <td
            key={cell.id}
            className={column.columnDef.columnDefType === 'display' ? plainControl.controlCell : plainControl.cell}
            style={{
              width: `calc(${size} * 1px)`,
              minWidth: `max(calc(${size} * 1px), ${column.columnDef.minSize ?? 30}px)`,
            }}
          >
            {Cell
              ? Cell({ cell, column, row, renderedCellValue: cell.renderValue() as ReactNode, staticRowIndex, table })
              : String(cell.getValue() ?? '')}
          </td>
        );
      })}
    </tr>
  ));
}
