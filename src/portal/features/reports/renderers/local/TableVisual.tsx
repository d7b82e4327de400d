import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { formatCell, type VisualRow } from './visualData';

export function TableVisual({ rows, title }: { rows: readonly VisualRow[]; title: string }) {
  const keys = [...new Set(rows.flatMap((row) => Object.keys(row)))];
  return (
    <Table size="small" aria-label={title}>
      <TableHead>
        <TableRow>
          {keys.map((key) => (
            <TableCell key={key} align={typeof rows[0]?.[key] === 'number' ? 'right' : 'left'}>
              {key}
            </TableCell>
          ))}
        </TableRow>
      </TableHead>
      <TableBody>
        {rows.map((row, index) => (
          <TableRow key={index}>
            {keys.map((key) => (
              <TableCell key={key} align={typeof row[key] === 'number' ? 'right' : 'left'}>
                {formatCell(row[key])}
              </TableCell>
            ))}
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
