import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import { Loading, ShowBase, useRecordContext, type RaRecord } from 'react-admin';
import { adminTexts } from '@shared/texts';
import { formatDateTime } from '../../grid/cellText';
import { FactList } from '../../layout/FactList';
import { fieldLabel } from '../collections';
import { useAdminRoute } from '../useAdminRoute';
import { resourceChoices } from './auditColumns';
import { AuditChanges } from './AuditChanges';
import { auditDiff } from './auditDiff';
import { PageHeading } from '../../layout/PageHeading';

function AuditEntry() {
  const entry = useRecordContext<RaRecord>();
  if (!entry) return <Loading />;
  const collection = String(entry.resource);
  const resourceTitle = resourceChoices.find((choice) => choice.value === collection)?.label ?? collection;
  const action = adminTexts.values.auditActions[entry.action as keyof typeof adminTexts.values.auditActions];
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
        <AuditChanges rows={auditDiff(collection, entry.before, entry.after)} />
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
