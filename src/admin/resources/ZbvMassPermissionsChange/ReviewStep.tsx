import Alert from '@mui/material/Alert';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useDataProvider, type RaRecord } from 'react-admin';
import { alertMessage } from '@shared/api';
import { adminTexts } from '@shared/texts';
import { LoadingIndicator } from '@shared/ui/kit';
import { fetchAllRows } from '../../grid/fetchAllRows';
import { recordLabel, resourceOf } from '../collections';
import { accountFilter, postMassChange, type AccountSelection, type PermissionSelection } from './massChange';
import { useTargets } from './PermissionStep';

const texts = adminTexts.massPermissions;

/** Every account id of the selection and what the change would do (a dry run on the server). */
export function useReview(accounts: AccountSelection, permissions: PermissionSelection, enabled: boolean) {
  const dataProvider = useDataProvider();
  return useQuery({
    queryKey: ['massPermissions', 'review', accounts, permissions],
    queryFn: async () => {
      const rows = await fetchAllRows(dataProvider, resourceOf('zbvAccounts'), {
        filter: accountFilter(accounts),
        sort: { field: 'id', order: 'ASC' },
      });
      const accountIds = rows.map((row) => row.id);
      return { accountIds, preview: await postMassChange(accountIds, permissions, true) };
    },
    enabled,
    gcTime: 0,
    retry: false,
  });
}

/** Step 3: what will happen, in numbers, before anything is changed. */
export function ReviewStep({
  review,
  permissions,
}: {
  review: ReturnType<typeof useReview>;
  permissions: PermissionSelection;
}) {
  const { collection, options } = useTargets(permissions.target);
  const names = options
    .filter((option: RaRecord) => permissions.ids.some((id) => String(id) === String(option.id)))
    .map((option) => recordLabel(collection, option))
    .join(', ');
  return (
    <Stack spacing={2} sx={{ maxWidth: 720 }}>
      <Typography variant="h2">{texts.reviewHeading}</Typography>
      {review.isPending && <LoadingIndicator />}
      {review.error && <Alert severity="error">{alertMessage(texts.failed, review.error)}</Alert>}
      {review.data && (
        <div role="status">
          <Typography gutterBottom>
            {texts.reviewText(
              permissions.mode === 'grant' ? texts.grant : texts.revoke,
              review.data.accountIds.length,
              names,
            )}
          </Typography>
          <Typography sx={{ fontWeight: 600 }}>
            {texts.reviewCounts(review.data.preview.changed, review.data.preview.unchanged)}
          </Typography>
        </div>
      )}
    </Stack>
  );
}
