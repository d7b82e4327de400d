import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { composeErrorDetail } from '../../../shared/api';
import {
  supportFormDefaults,
  supportFormSchema,
  type SupportFormInput,
  type SupportFormValues,
} from '../../../shared/schemas';
import { supportTexts } from '../../../shared/texts';
import { useSnackbar } from '../../../shared/ui/kit/Snackbar';
import { useSendSupportRequest } from './api/sendSupportRequest';
import { firstErrorMessage } from './firstErrorMessage';
import type { SupportPrefill, SupportVariant } from './supportDialogContext';

/** spec section 9: the form is reset this long after a successful send (once the dialog has closed). */
export const FORM_RESET_DELAY_MS = 100;

const failureText = (variant: SupportVariant, error: unknown): string =>
  variant === 'dashboard'
    ? supportTexts.result.failureDashboard
    : `${supportTexts.result.failure}${composeErrorDetail(error)}`;

interface Options {
  open: boolean;
  prefill?: SupportPrefill;
  variant: SupportVariant;
  onClose: () => void;
}

/**
 * The support form's state: validation on every change with the shared schema, the first error as an alert
 * on an invalid submit, sending, and after success the snackbar, closing and the delayed reset.
 */
export function useSupportForm({ open, prefill, variant, onClose }: Options) {
  const form = useForm<SupportFormInput, unknown, SupportFormValues>({
    mode: 'all',
    resolver: zodResolver(supportFormSchema),
    defaultValues: supportFormDefaults,
  });
  const [alert, setAlert] = useState<string>();
  const send = useSendSupportRequest();
  const { showMessage } = useSnackbar();
  /** Counts successful sends; each one starts the delayed reset. */
  const [sentCount, setSentCount] = useState(0);
  const { setValue, reset } = form;
  const resetMutation = send.reset;

  useEffect(() => {
    if (sentCount === 0) return undefined;
    const timer = setTimeout(() => {
      reset(supportFormDefaults);
      resetMutation();
    }, FORM_RESET_DELAY_MS);
    return () => clearTimeout(timer);
  }, [sentCount, reset, resetMutation]);

  useEffect(() => {
    if (!open || !prefill) return;
    setValue('supportReason', 'REPORT', { shouldValidate: true });
    setValue('reportName', prefill.reportName, { shouldValidate: true });
    setValue('moduleId', prefill.moduleId === undefined ? undefined : String(prefill.moduleId));
    setValue('reportId', prefill.reportId === undefined ? undefined : String(prefill.reportId));
  }, [open, prefill, setValue]);

  const submit = form.handleSubmit(
    async (values) => {
      setAlert(undefined);
      try {
        await send.mutateAsync(values);
      } catch (error) {
        setAlert(failureText(variant, error));
        return;
      }
      showMessage(supportTexts.result.success, 'success');
      onClose();
      setSentCount((count) => count + 1);
    },
    (errors) => setAlert(firstErrorMessage(errors)),
  );

  return { form, alert, setAlert, submit, sending: send.isPending };
}
