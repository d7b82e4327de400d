import Box from '@mui/material/Box';
import { useCallback } from 'react';
import { useNotify } from 'react-admin';
import { apiPostJson } from '@shared/api';
import { adminApiPaths, adminTitleOf } from '@shared/routes';
import { pbiSyncPageSchema } from '@shared/schemas';
import { PageHeading } from '../../layout/PageHeading';
import type { SyncNotify } from '../../sync/useSyncAction';
import { PbiSyncPanel } from './PbiSyncPanel';

const title = adminTitleOf('/admin/PbiSynchronisation');
const requestPage = async (page: number) =>
  pbiSyncPageSchema.parse(await apiPostJson(`${adminApiPaths.pbiSync}?page=${page}`));

export function PbiSynchronisationPage() {
  const notify = useNotify();
  const report = useCallback<SyncNotify>((message, type) => notify(message, { type }), [notify]);
  return (
    <Box sx={{ my: 2 }}>
      <PageHeading title={title} />
      <PbiSyncPanel title={title} requestPage={requestPage} notify={report} />
    </Box>
  );
}
