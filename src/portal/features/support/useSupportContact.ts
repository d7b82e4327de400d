import { useEffect } from 'react';
import { useWatch, type UseFormReturn } from 'react-hook-form';
import type { SupportFormInput, SupportFormValues } from '@shared/schemas';
import { useContactInfo } from './api/getContactInfo';

/**
 * The contact information for the chosen reason and report (docs/requirements/behaviour.md), copied into the form's hidden
 * fields, and what it allows: the rest of the form at all, sending, the description instead of the message.
 */
export function useSupportContact(form: UseFormReturn<SupportFormInput, unknown, SupportFormValues>, open: boolean) {
  const [reason, reportName] = useWatch({ control: form.control, name: ['supportReason', 'reportName'] });
  const contact = useContactInfo(reason, reportName, open);
  const info = contact.isPlaceholderData ? undefined : contact.data;
  const { setValue } = form;

  useEffect(() => {
    if (!info) return;
    setValue('supportEmail', info.email ?? '');
    setValue('jiraChildId', info.jiraChildId);
  }, [info, setValue]);

  const showRest = reason === 'GENERAL' || reportName !== '';
  const descriptionInsteadOfMessage = Boolean(info && info.supportAvailable && !info.email && info.description);
  return {
    reason,
    reportName,
    contact,
    /** The answer for the current choice; undefined while it loads. */
    info,
    showRest,
    loading: contact.isFetching,
    descriptionInsteadOfMessage,
    /** Sending makes no sense: the contact is still loading, offers no support or only a description. */
    blocked: showRest && !(info?.supportAvailable && !descriptionInsteadOfMessage && !contact.isFetching),
  };
}

export type SupportContact = ReturnType<typeof useSupportContact>;
