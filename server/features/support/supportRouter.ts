import { dirname, join } from 'node:path';
import express from 'express';
import { portalApiPaths } from '@shared/portalApi';
import { adminApiPaths } from '@shared/routes';
import { supportTexts } from '@shared/texts';
import { adminOnly, reportsOf } from '../../access';
import { principalOf } from '../../auth/authenticate';
import { sendError } from '../../data/dataCall';
import { composeMail } from '../../integrations/mail/composeMail';
import { createMailTransport, type MailTransport } from '../../integrations/mail/mailTransport';
import type { FeatureContext } from '../featureContext';
import { contactAnswer, DEFAULT_CONTACT, lookUpContact } from './contactLookup';
import { DeliveryQueue } from './deliveryQueue';
import { badRequest, parseSupportRequest, receiveMultipart } from './parseSupportRequest';
import { PgSpool } from './pgSpool';
import { FolderSpool, type Spool } from './spool';
import { supportMail } from './supportMail';

const invalid = supportTexts.validation;

/** `Name <a@b>` → `a@b` for the SMTP envelope. */
const addressOf = (from: string): string => /<([^>]+)>\s*$/.exec(from)?.[1] ?? from;

/** Where mail goes without SMTP_URL and where messages wait for delivery: beside the data file by default. */
export const mailFolders = ({ config }: FeatureContext) => ({
  outboxDir: config.mail.outboxDir ?? join(dirname(config.dbFile), '.tmp', 'mail-outbox'),
  spoolDir: config.mail.spoolDir ?? join(dirname(config.dbFile), '.tmp', 'support-spool'),
});

/** The spool of this server: in PostgreSQL with DATABASE_URL (shared by every instance), else the spool folder. */
const spoolOf = (context: FeatureContext): Spool =>
  context.sharedFiles
    ? new PgSpool(context.sharedFiles.area('supportSpool'))
    : new FolderSpool(mailFolders(context).spoolDir);

/**
 * Support requests (docs/requirements/behaviour.md, docs/requirements/validation.md, docs/requirements/calls.md): the report names and contact information the dialog needs, and
 * `POST /support/sendEmail`, which stores the request before its e-mail is sent and retries a failed delivery;
 * admins can retry one at once.
 */
export function createSupportRouter(context: FeatureContext, transport: MailTransport): express.Router {
  const { store, config } = context;
  const queue = new DeliveryQueue(store, context.jobs, transport, spoolOf(context), config.mail.retryDelaysMs);
  queue.schedule();
  context.onShutdown(() => queue.stop());
  const router = express.Router();

  router.get(portalApiPaths.contactInfo, (req, res) => {
    const reportName = typeof req.query.reportName === 'string' ? req.query.reportName.trim() : '';
    if (reportName === '') {
      sendError(res, 400, 'VALIDATION_FAILED', 'reportName fehlt.', [
        { field: 'reportName', message: invalid.reportRequired },
      ]);
      return;
    }
    res.json(contactAnswer(lookUpContact(store, reportName)));
  });

  router.post(portalApiPaths.sendSupportRequest, receiveMultipart, async (req, res, next) => {
    const parsed = await parseSupportRequest(req);
    if (!parsed.ok) {
      badRequest(res, parsed.errors);
      return;
    }
    const { fields, files } = parsed.value;
    const { account, userData } = principalOf(res);
    const isReport = fields.supportReason === 'REPORT';
    if (isReport && !reportsOf(store, account).some((report) => report.name === fields.reportName)) {
      badRequest(res, [{ field: 'reportName', message: invalid.unknownReport }]);
      return;
    }
    const contact = lookUpContact(store, isReport ? fields.reportName : DEFAULT_CONTACT);
    if (!contact.supportAvailable) {
      badRequest(res, [{ field: 'reportName', message: invalid.notSupported }]);
      return;
    }
    const mismatches = [
      ...(fields.supportEmail !== '' && fields.supportEmail !== contact.email ? ['supportEmail'] : []),
      ...(fields.jiraChildId !== 0 && fields.jiraChildId !== contact.jiraChildId ? ['jiraChildId'] : []),
    ];
    if (mismatches.length > 0) {
      badRequest(
        res,
        mismatches.map((field) => ({ field, message: invalid.recipientMismatch })),
      );
      return;
    }
    const attachments = files.map((file) => ({
      filename: file.originalname,
      content: file.buffer,
      contentType: file.mimetype,
    }));
    try {
      const stored = await queue.submit(
        {
          accountId: account.id,
          supportReason: fields.supportReason,
          ...(fields.reportName ? { reportName: fields.reportName } : {}),
          ...(fields.moduleId ? { moduleId: fields.moduleId } : {}),
          ...(fields.reportId ? { reportId: fields.reportId } : {}),
          recipient: contact.email ?? config.mail.supportMailbox,
          requestMessage: fields.requestMessage,
          contactType: fields.contactType,
          ...(fields.phoneNumber ? { phoneNumber: fields.phoneNumber } : {}),
          jiraChildId: contact.jiraChildId,
          attachmentNames: files.map((file) => file.originalname),
          createdAt: new Date().toISOString(),
        },
        async (request) => ({
          envelope: { from: addressOf(config.mail.from), to: [request.recipient] },
          raw: await composeMail(supportMail({ request, user: userData, from: config.mail.from, attachments })),
        }),
      );
      res.status(201).json({ id: stored.id, status: stored.status });
    } catch (error) {
      next(error);
    }
  });

  router.post(`${adminApiPaths.supportRequests}/:id/retry`, adminOnly, async (req, res, next) => {
    const request = store.collection('supportRequests').find((r) => String(r.id) === req.params.id);
    if (!request) {
      sendError(res, 404, 'NOT_FOUND', 'Diese Support-Anfrage gibt es nicht.');
      return;
    }
    if (request.status === 'sent') {
      sendError(res, 409, 'ALREADY_SENT', 'Diese Support-Anfrage ist bereits zugestellt.');
      return;
    }
    try {
      const after = await queue.attempt(request.id);
      res.json({ id: after.id, status: after.status, attempts: after.attempts, lastError: after.lastError ?? null });
    } catch (error) {
      next(error);
    }
  });
  return router;
}

export const supportRouter = (context: FeatureContext): express.Router =>
  createSupportRouter(context, createMailTransport(context.config.mail.smtpUrl, mailFolders(context).outboxDir));
