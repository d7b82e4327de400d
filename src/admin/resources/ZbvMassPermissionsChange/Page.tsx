import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Step from '@mui/material/Step';
import StepLabel from '@mui/material/StepLabel';
import Stepper from '@mui/material/Stepper';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { alertMessage } from '@shared/api';
import { adminTitleOf } from '@shared/routes';
import { adminTexts } from '@shared/texts';
import { recordCountMessage } from '@shared/ui/kit';
import { resourceOf } from '../collections';
import { AccountStep, useMatchingAccounts } from './AccountStep';
import {
  emptyAccountSelection,
  emptyPermissionSelection,
  postMassChange,
  type AccountSelection,
  type PermissionSelection,
} from './massChange';
import { PermissionStep } from './PermissionStep';
import { ReviewStep, useReview } from './ReviewStep';
import { PageHeading } from '../../layout/PageHeading';

const title = adminTitleOf('/admin/accessControl/ZbvMassPermissionsChange');
const texts = adminTexts.massPermissions;

/**
 * The guided mass change of access rights: choose accounts by filter, choose modules or groups to grant or
 * revoke, review the counts of a dry run, apply; the result reads 'Sie haben N Datensätze geändert'.
 */
export function ZbvMassPermissionsChangePage() {
  const [step, setStep] = useState(0);
  const [accounts, setAccounts] = useState<AccountSelection>(emptyAccountSelection);
  const [permissions, setPermissions] = useState<PermissionSelection>(emptyPermissionSelection);
  const matching = useMatchingAccounts(accounts);
  const review = useReview(accounts, permissions, step === 2);
  const queryClient = useQueryClient();
  const apply = useMutation({
    mutationFn: (accountIds: (string | number)[]) => postMassChange(accountIds, permissions, false),
    onSuccess: () => {
      setStep(3);
      const changed = permissions.target === 'modules' ? 'zbvUserModules' : 'groupUserRelations';
      void queryClient.invalidateQueries({ queryKey: [resourceOf(changed)] });
    },
  });
  const restart = () => {
    setAccounts(emptyAccountSelection);
    setPermissions(emptyPermissionSelection);
    apply.reset();
    setStep(0);
  };
  const canGoOn = step === 0 ? (matching.total ?? 0) > 0 : step === 1 ? permissions.ids.length > 0 : false;

  return (
    <Box sx={{ my: 2 }}>
      <PageHeading title={title} />
      <Stepper activeStep={step} sx={{ mb: 3 }}>
        {texts.steps.map((label) => (
          <Step key={label}>
            <StepLabel>{label}</StepLabel>
          </Step>
        ))}
      </Stepper>
      <Paper sx={{ p: 3 }}>
        {step === 0 && <AccountStep selection={accounts} onChange={setAccounts} />}
        {step === 1 && <PermissionStep selection={permissions} onChange={setPermissions} />}
        {step === 2 && <ReviewStep review={review} permissions={permissions} />}
        {step === 3 && apply.data && (
          <Alert severity="success" role="status">
            {recordCountMessage(apply.data.changed, adminTexts.grid.changedAction)}
          </Alert>
        )}
        {apply.error && (
          <Alert severity="error" sx={{ mt: 2 }}>
            {alertMessage(texts.failed, apply.error)}
          </Alert>
        )}
        <Stack direction="row" spacing={2} sx={{ mt: 3 }}>
          {step > 0 && step < 3 && (
            <Button onClick={() => setStep(step - 1)} disabled={apply.isPending}>
              {adminTexts.common.back}
            </Button>
          )}
          {step < 2 && (
            <Button variant="contained" onClick={() => setStep(step + 1)} disabled={!canGoOn}>
              {adminTexts.common.next}
            </Button>
          )}
          {step === 2 && (
            <Button
              variant="contained"
              disabled={!review.data || apply.isPending}
              onClick={() => review.data && apply.mutate(review.data.accountIds)}
            >
              {apply.isPending ? texts.applying : texts.apply}
            </Button>
          )}
          {step === 3 && (
            <Button variant="outlined" onClick={restart}>
              {texts.restart}
            </Button>
          )}
        </Stack>
      </Paper>
    </Box>
  );
}
