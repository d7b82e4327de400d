import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { composeErrorDetail } from '@shared/api';
import { supportFormDefaults, supportFormSchema, type SupportFormInput, type SupportFormValues } from '@shared/schemas';
import { supportTexts } from '@shared/texts';
import { useSnackbar } from '@shared/ui/kit/Snackbar';
import { useSendSupportRequest } from './api/sendSupportRequest';
import { firstErrorField, firstErrorMessage, supportFieldOrder } from './firstErrorMessage';
import type { SupportPrefill, SupportVariant } from './supportDialogContext';

/** docs/requirements/limits.md: the form is reset this long after a successful send (once the dialog has closed). */
export const FORM_RESET_DELAY_MS = 100;

const failureText = (variant: SupportVariant, error: unknown): string =>
  variant === 'dashboard'
    ? supportTexts.result.failureDashboard
    : `${supportTexts.result.failure}${composeErrorDetail(error)}`;

/**
 * Fields whose error another field's change can settle (a phone contact needs a number, a report question its
 * report). A rejected file selection keeps its message until the next selection: it explains what was refused.
 */
const recheckedFields = supportFieldOrder.filter((field) => field !== 'attachments');

interface Options {
  open: boolean;
  prefill?: SupportPrefill;
  variant: SupportVariant;
  onClose: () => void;
}

/**
 * The support form's state: validation on every change with the shared schema, the first error as an alert
 * on an invalid submit (and the focus on its field), sending, and after success the snackbar, closing and the
 * delayed reset. Errors never outlive their cause: each change checks again the fields in error (another
 * field's change can settle them), and each opening starts without errors, keeping the draft.
 */
export function useSupportForm({ open, prefill, variant, onClose }: Options) {
  const form = useForm<SupportFormInput, unknown, SupportFormValues>({
    mode: 'all',
    resolver: zodResolver(supportFormSchema),
    defaultValues: supportFormDefaults,
    // The submit's invalid branch focuses the first field in error in the order the form shows them.
    shouldFocusError: false,
  });
  /** Why the last send failed; cleared by the next submit. */
  const [failure, setFailure] = useState<string>();
  /** Set by an invalid submit: from then on the alert names the first field still in error, none once all are valid. */
  const [showInvalid, setShowInvalid] = useState(false);
  const send = useSendSupportRequest();
  const { showMessage } = useSnackbar();
  /** Counts successful sends; each one starts the delayed reset. */
  const [sentCount, setSentCount] = useState(0);
  const { setValue, getValues, reset, clearErrors, getFieldState, trigger, subscribe } = form;
  const resetMutation = send.reset;

  // Each opening starts without the alert and the field errors of the last one (before the dialog paints).
  const [shownOpen, setShownOpen] = useState(open);
  if (open !== shownOpen) {
    setShownOpen(open);
    if (open) {
      setShowInvalid(false);
      setFailure(undefined);
    }
  }
  useLayoutEffect(() => {
    if (open) clearErrors();
  }, [open, clearErrors]);

  useEffect(
    () =>
      subscribe({
        formState: { values: true },
        callback: ({ name }) => {
          const inError = recheckedFields.filter((field) => field !== name && getFieldState(field).invalid);
          if (inError.length > 0) void trigger(inError);
        },
      }),
    [subscribe, getFieldState, trigger],
  );

  useEffect(() => {
    if (sentCount === 0) return undefined;
    const timer = setTimeout(() => {
      reset(supportFormDefaults);
      resetMutation();
    }, FORM_RESET_DELAY_MS);
    return () => clearTimeout(timer);
  }, [sentCount, reset, resetMutation]);

  /** The question text the last opening put in, so a later one may replace it but never the user's own words. */
  const carriedMessage = useRef('');
  useEffect(() => {
    if (!open || !prefill) return;
    const { report, message } = prefill;
    if (report) {
      setValue('supportReason', 'REPORT', { shouldValidate: true });
      setValue('reportName', report.reportName, { shouldValidate: true });
      setValue('moduleId', report.moduleId === undefined ? undefined : String(report.moduleId));
      setValue('reportId', report.reportId === undefined ? undefined : String(report.reportId));
    }
    const draft = getValues('requestMessage');
    if (message && (draft === '' || draft === carriedMessage.current)) {
      setValue('requestMessage', message, { shouldValidate: true });
      carriedMessage.current = message;
    }
  }, [open, prefill, setValue, getValues]);

  const submit = form.handleSubmit(
    async (values) => {
      setFailure(undefined);
      setShowInvalid(false);
      try {
        await send.mutateAsync(values);
      } catch (error) {
        setFailure(failureText(variant, error));
        return;
      }
      showMessage(supportTexts.result.success, 'success');
      onClose();
      setSentCount((count) => count + 1);
    },
    (errors) => {
      setFailure(undefined);
      setShowInvalid(true);
      const field = firstErrorField(errors);
      if (field) form.setFocus(field);
    },
  );
  // Read on every render (react-hook-form updates only the form state read), so the alert follows the live
  // validation and never outlives the error it names.
  const { errors } = form.formState;
  const invalid = showInvalid ? firstErrorMessage(errors) : undefined;

  return { form, alert: failure ?? invalid, submit, sending: send.isPending };
}
