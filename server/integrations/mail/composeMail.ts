import MailComposer from 'nodemailer/lib/mail-composer/index.js';

export interface MailAttachment {
  filename: string;
  content: Buffer;
  contentType?: string;
}

export interface MailContent {
  messageId: string;
  from: string;
  to: string;
  replyTo?: { name: string; address: string };
  subject: string;
  text: string;
  headers?: Record<string, string>;
  attachments: MailAttachment[];
}

/** Renders the whole MIME message once, so every delivery attempt sends the same bytes and Message-ID. */
export function composeMail(content: MailContent): Promise<Buffer> {
  return new MailComposer({
    messageId: content.messageId,
    from: content.from,
    to: content.to,
    replyTo: content.replyTo,
    subject: content.subject,
    text: content.text,
    headers: content.headers,
    attachments: content.attachments,
  })
    .compile()
    .build();
}
