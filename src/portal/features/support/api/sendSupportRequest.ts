import { useMutation } from '@tanstack/react-query';
import { apiPostForm } from '@shared/api';
import { portalApiPaths } from '@shared/portalApi';
import type { SupportFormValues } from '@shared/schemas';

/** The multipart body of docs/requirements/calls.md; an empty placeholder file when the user chose none. */
export function supportFormData(values: SupportFormValues): FormData {
  const body = new FormData();
  body.append('supportReason', values.supportReason);
  body.append('reportName', values.supportReason === 'REPORT' ? values.reportName : '');
  body.append('supportEmail', values.supportEmail);
  body.append('requestMessage', values.requestMessage);
  body.append('contactType', values.contactType);
  body.append('phoneNumber', values.phoneNumber);
  body.append('jiraChildId', String(values.jiraChildId));
  if (values.supportReason === 'REPORT' && values.moduleId) body.append('moduleId', values.moduleId);
  if (values.supportReason === 'REPORT' && values.reportId) body.append('reportId', values.reportId);
  if (values.attachments.length === 0) body.append('attachments', new Blob([]), '');
  for (const file of values.attachments) body.append('attachments', file, file.name);
  return body;
}

export const useSendSupportRequest = () =>
  useMutation({
    mutationFn: (values: SupportFormValues) => apiPostForm(portalApiPaths.sendSupportRequest, supportFormData(values)),
  });
