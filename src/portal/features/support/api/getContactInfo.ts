import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '@shared/api';
import { contactInfoAnswerSchema, portalApiPaths } from '@shared/portalApi';
import type { SupportFormInput } from '@shared/schemas';

type Reason = SupportFormInput['supportReason'];

/** docs/requirements/calls.md: the default entry for a general question, the report's entry otherwise. */
export const contactInfoPath = (reason: Reason, reportName: string): string =>
  reason === 'GENERAL'
    ? `${portalApiPaths.contactInfo}?reportName=default&autoRoleProfile=default`
    : `${portalApiPaths.contactInfo}?reportName=${encodeURIComponent(reportName)}`;

export const contactInfoQuery = (reason: Reason, reportName: string) =>
  queryOptions({
    queryKey: ['support', 'contactInfo', reason, reason === 'GENERAL' ? '' : reportName],
    queryFn: async () => contactInfoAnswerSchema.parse(await apiGet(contactInfoPath(reason, reportName))),
    meta: { ownErrorAlert: true },
  });

/** Reloads on a reason or report change; the previous answer stays (dimmed) while the next one loads. */
export const useContactInfo = (reason: Reason, reportName: string, enabled: boolean) =>
  useQuery({
    ...contactInfoQuery(reason, reportName),
    enabled: enabled && (reason === 'GENERAL' || reportName !== ''),
    placeholderData: keepPreviousData,
  });
