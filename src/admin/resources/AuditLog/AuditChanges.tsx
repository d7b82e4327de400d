import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { adminTexts } from '@shared/texts';
import { fieldLabel } from '../collections';
import type { DiffRow } from './auditDiff';
import { DiffText } from './DiffText';

const t = adminTexts.audit;

/**
 * What a change did, field by field: the changed fields with their values before and after (all of them for a
 * record created or deleted), then the names of the fields an edit left as they were.
 */
export function AuditChanges({ rows }: { rows: readonly DiffRow[] }) {
  const changed = rows.filter((row) => row.changed);
  const unchanged = rows.filter((row) => !row.changed).map((row) => row.label);
  return (
    <>
      <Table size="small" aria-label={t.diffHeading}>
        <TableHead>
          <TableRow>
            <TableCell scope="col">{t.field}</TableCell>
            <TableCell scope="col">{fieldLabel('auditLog', 'before')}</TableCell>
            <TableCell scope="col">{fieldLabel('auditLog', 'after')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {changed.map((row) => (
            <TableRow key={row.field}>
              <TableCell component="th" scope="row" sx={{ fontWeight: 700 }}>
                {row.label}
              </TableCell>
              <TableCell sx={{ wordBreak: 'break-word' }}>
                <DiffText text={row.before} name={`${row.label}, ${fieldLabel('auditLog', 'before')}`} />
              </TableCell>
              <TableCell sx={{ wordBreak: 'break-word' }}>
                <DiffText text={row.after} name={`${row.label}, ${fieldLabel('auditLog', 'after')}`} />
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
      {changed.length === 0 && <Typography sx={{ mt: 1 }}>{t.noChange}</Typography>}
      {unchanged.length > 0 && (
        <Typography sx={{ mt: 2 }} color="text.secondary">
          {t.unchanged(unchanged)}
        </Typography>
      )}
    </>
  );
}
