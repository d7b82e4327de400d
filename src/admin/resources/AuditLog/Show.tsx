import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { Loading, ShowBase, useRecordContext, type RaRecord } from 'react-admin';
import { isCollectionName } from '@shared/schemas';
import { adminTexts } from '@shared/texts';
import { formatDateTime } from '../../grid/cellText';
import { FactList } from '../../layout/FactList';
import { fieldLabel } from '../collections';
import { useAdminRoute } from '../useAdminRoute';
import { resourceChoices } from './auditColumns';
import { auditDiff } from './auditDiff';
import { PageHeading } from '../../layout/PageHeading';

function AuditEntry() {
  const entry = useRecordContext<RaRecord>();
  if (!entry) return <Loading />;
  const collection = String(entry.resource);
  const resourceTitle = resourceChoices.find((choice) => choice.value === collection)?.label ?? collection;
  const action = adminTexts.values.auditActions[entry.action as keyof typeof adminTexts.values.auditActions];
  const label = (field: string) => (isCollectionName(collection) ? fieldLabel(collection, field) : field);
  const rows = auditDiff(entry.before, entry.after);
  const facts: [string, string][] = [
    [fieldLabel('auditLog', 'at'), formatDateTime(String(entry.at))],
    [fieldLabel('auditLog', 'actor'), String(entry.actor)],
    [fieldLabel('auditLog', 'resource'), resourceTitle],
    [fieldLabel('auditLog', 'recordId'), String(entry.recordId)],
    [fieldLabel('auditLog', 'action'), action ?? String(entry.action)],
  ];
  return (
    <Card>
      <CardContent>
        <Typography variant="h2" gutterBottom>
          {`${action ?? ''}: ${resourceTitle} #${String(entry.recordId)}`}
        </Typography>
        <FactList facts={facts} />
        <Typography variant="h3" sx={{ mt: 3, mb: 1 }}>
          {adminTexts.audit.diffHeading}
        </Typography>
        <Table size="small" aria-label={adminTexts.audit.diffHeading}>
          <TableHead>
            <TableRow>
              <TableCell scope="col">{adminTexts.audit.field}</TableCell>
              <TableCell scope="col">{fieldLabel('auditLog', 'before')}</TableCell>
              <TableCell scope="col">{fieldLabel('auditLog', 'after')}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {rows.map((row) => (
              <TableRow key={row.field} selected={row.changed}>
                <TableCell component="th" scope="row" sx={{ fontWeight: row.changed ? 700 : 400 }}>
                  {label(row.field)}
                </TableCell>
                <TableCell sx={{ wordBreak: 'break-word' }}>{row.before || adminTexts.audit.nothing}</TableCell>
                <TableCell sx={{ wordBreak: 'break-word', fontWeight: row.changed ? 700 : 400 }}>
                  {row.after || adminTexts.audit.nothing}
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </CardContent>
    </Card>
  );
}

export function AuditLogShow() {
  const route = useAdminRoute();
  const title = route?.title ?? '';
  return (
    <Box sx={{ my: 2 }}>
      <PageHeading title={title} />
      <ShowBase>
        <AuditEntry />
      </ShowBase>
    </Box>
  );
}
