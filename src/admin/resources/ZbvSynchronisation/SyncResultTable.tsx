import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { ZbvSyncResult } from '@shared/routes';
import { adminTexts } from '@shared/texts';

const kinds = ['organisations', 'roles', 'accounts'] as const;
const counts = ['inserted', 'updated', 'deactivated', 'unchanged'] as const;

/** What the last run inserted, updated, deactivated and left unchanged, per kind of record. */
export function SyncResultTable({ result }: { result: ZbvSyncResult }) {
  const texts = adminTexts.zbvSync;
  return (
    <>
      <Typography variant="h2" sx={{ mt: 3, mb: 1 }} id="zbv-sync-result">
        {texts.resultHeading}
      </Typography>
      <Table size="small" aria-labelledby="zbv-sync-result" sx={{ maxWidth: 640 }}>
        <TableHead>
          <TableRow>
            <TableCell />
            {counts.map((count) => (
              <TableCell key={count} scope="col" align="right">
                {texts.counts[count]}
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {kinds.map((kind) => (
            <TableRow key={kind}>
              <TableCell component="th" scope="row">
                {texts.kinds[kind]}
              </TableCell>
              {counts.map((count) => (
                <TableCell key={count} align="right">
                  {result[kind][count].toLocaleString('de-DE')}
                </TableCell>
              ))}
            </TableRow>
          ))}
        </TableBody>
      </Table>
      {result.skipped.length > 0 && (
        <>
          <Typography variant="h3" sx={{ mt: 2 }}>
            {texts.skippedHeading}
          </Typography>
          <ul>
            {result.skipped.map((skipped) => (
              <li key={String(skipped.id)}>{texts.skipped(String(skipped.id), skipped.reason)}</li>
            ))}
          </ul>
        </>
      )}
    </>
  );
}
