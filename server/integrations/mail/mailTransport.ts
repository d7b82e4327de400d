import { mkdirSync, renameSync, writeFileSync } from 'node:fs';
import { createTransport } from 'nodemailer';
import { requireFileInFolder } from '../../security/safePath';

/** Who the message goes to on the wire (the headers inside the raw message say the same). */
export type MailEnvelope = {
  from: string;
  to: string[];
};

/** Delivers a composed message: to an SMTP server, or into an outbox folder of .eml files. */
export interface MailTransport {
  readonly kind: 'smtp' | 'outbox';
  /** Resolves once the server accepted the message (or the file is written); rejects otherwise. */
  deliver: (envelope: MailEnvelope, raw: Buffer) => Promise<void>;
  close: () => void;
}

/** SMTP via nodemailer; short timeouts so a dead server fails the attempt instead of holding the request. */
export function createSmtpTransport(smtpUrl: string): MailTransport {
  const transporter = createTransport({
    url: smtpUrl,
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 30_000,
  });
  return {
    kind: 'smtp',
    deliver: async (envelope, raw) => {
      await transporter.sendMail({ envelope, raw });
    },
    close: () => transporter.close(),
  };
}

/**
 * Development and tests without SMTP_URL: nodemailer's stream transport renders the message and it is written
 * as `<time>-<n>.eml` into the folder (atomically, so a reader never sees half a file).
 */
export function createOutboxTransport(folder: string): MailTransport {
  const transporter = createTransport({ streamTransport: true, buffer: true });
  let counter = 0;
  return {
    kind: 'outbox',
    deliver: async (envelope, raw) => {
      const info = await transporter.sendMail({ envelope, raw });
      if (!Buffer.isBuffer(info.message)) throw new Error('Die Nachricht wurde nicht als Puffer erzeugt.');
      mkdirSync(folder, { recursive: true });
      counter += 1;
      const name = `${new Date().toISOString().replace(/[:.]/g, '-')}-${process.pid}-${counter}.eml`;
      const file = requireFileInFolder(folder, name);
      writeFileSync(`${file}.tmp`, info.message);
      renameSync(`${file}.tmp`, file);
    },
    close: () => transporter.close(),
  };
}

export const createMailTransport = (smtpUrl: string | undefined, outboxDir: string): MailTransport =>
  smtpUrl ? createSmtpTransport(smtpUrl) : createOutboxTransport(outboxDir);
