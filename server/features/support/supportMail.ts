import { randomUUID } from 'node:crypto';
import type { SupportRequest, UserData } from '@shared/schemas';
import { supportTexts } from '@shared/texts';
import type { MailAttachment, MailContent } from '../../integrations/mail/composeMail';

const t = supportTexts.mail;

export interface SupportMailInput {
  request: SupportRequest;
  user: UserData;
  from: string;
  attachments: MailAttachment[];
}

const line = (label: string, value: string | number | undefined) => `${label}: ${value ?? t.none}`;

/** The plain-text body: what is asked about which report, and who asks and how to reach them. */
export function supportMailText({ request, user, attachments }: Omit<SupportMailInput, 'from'>): string {
  const report =
    request.reportName && request.moduleId !== undefined && request.reportId !== undefined
      ? `${request.reportName} (Modul ${String(request.moduleId)}, Bericht ${String(request.reportId)})`
      : request.reportName;
  return [
    t.intro(request.id),
    '',
    line(t.reason, supportTexts.form.reasons[request.supportReason]),
    ...(request.supportReason === 'REPORT' ? [line(t.report, report)] : []),
    line(t.jiraChildId, request.jiraChildId),
    '',
    `${t.message}:`,
    request.requestMessage,
    '',
    `${t.sender}:`,
    line(t.name, user.name),
    line(t.username, user.username),
    line(t.userId, String(user.zbvUserId)),
    line(t.organisation, `${user.organisationName} (${String(user.organisationId)})`),
    line(t.email, user.emailAddress),
    line(t.contactType, supportTexts.form.contactTypes[request.contactType]),
    ...(request.phoneNumber ? [line(t.phone, request.phoneNumber)] : []),
    '',
    line(t.attachments, attachments.length > 0 ? attachments.map((a) => a.filename).join(', ') : undefined),
    '',
  ].join('\n');
}

/** The whole e-mail to the recipient of the request, answered by replying to the user. */
export function supportMail(input: SupportMailInput): MailContent {
  const { request, user, from, attachments } = input;
  const domain = /@([^>\s]+)>?$/.exec(from)?.[1] ?? 'radar.invalid';
  return {
    messageId: `<support-${String(request.id)}-${randomUUID()}@${domain}>`,
    from,
    to: request.recipient,
    replyTo: { name: user.name, address: user.emailAddress },
    subject:
      request.reportName && request.supportReason === 'REPORT' ? t.subjectReport(request.reportName) : t.subjectGeneral,
    text: supportMailText(input),
    headers: {
      'X-Radar-Support-Request': String(request.id),
      ...(request.jiraChildId > 0 ? { 'X-Jira-Child-Id': String(request.jiraChildId) } : {}),
    },
    attachments,
  };
}
