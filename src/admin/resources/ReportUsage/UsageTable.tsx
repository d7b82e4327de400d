import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import type { ReactNode } from 'react';

export interface UsageColumn {
  label: string;
  numeric?: boolean;
}

export interface UsageRow {
  key: string;
  /** The first cell names the row (a row header), the others are its values. */
  cells: readonly ReactNode[];
}

/** A plain, named table; numbers are formatted the German way and right-aligned. */
export function UsageTable({
  name,
  columns,
  rows,
}: {
  name: string;
  columns: readonly UsageColumn[];
  rows: readonly UsageRow[];
}) {
  const cell = (value: ReactNode) => (typeof value === 'number' ? value.toLocaleString('de-DE') : value);
  return (
    <TableContainer>
      <Table size="small" aria-label={name}>
        <TableHead>
          <TableRow>
            {columns.map((column) => (
              <TableCell key={column.label} align={column.numeric ? 'right' : 'left'}>
                {column.label}
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((row) => (
            <TableRow key={row.key}>
              {row.cells.map((value, index) =>
                index === 0 ? (
                  <TableCell key={index} component="th" scope="row">
                    {cell(value)}
                  </TableCell>
                ) : (
                  <TableCell key={index} align={columns[index]?.numeric ? 'right' : 'left'}>
                    {cell(value)}
                  </TableCell>
                ),
              )}
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
