import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

export interface ReceivedMail {
  from: string;
  to: string[];
  raw: Buffer;
}

export interface SmtpSink {
  /** `smtp://127.0.0.1:<port>`: the same address after a stop and a start. */
  url: string;
  /** Resolves with the next message that arrives (or the oldest not yet taken). */
  nextMail: (timeoutMs?: number) => Promise<ReceivedMail>;
  stop: () => Promise<void>;
  start: () => Promise<void>;
}

/** A real SMTP server on loopback (the smtp-server package) that keeps what it receives, for tests. */
export async function startSmtpSink(port = 0): Promise<SmtpSink> {
  const received: ReceivedMail[] = [];
  let taken = 0;
  const waiters: (() => void)[] = [];
  const create = () =>
    new SMTPServer({
      disabledCommands: ['STARTTLS', 'AUTH'],
      logger: false,
      onData(stream, session, callback) {
        const chunks: Buffer[] = [];
        stream.on('data', (chunk: Buffer) => chunks.push(chunk));
        stream.on('end', () => {
          received.push({
            from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
            to: session.envelope.rcptTo.map((recipient) => recipient.address),
            raw: Buffer.concat(chunks),
          });
          waiters.splice(0).forEach((wake) => wake());
          callback();
        });
      },
    });
  let server = create();
  const listen = (onPort: number) =>
    new Promise<number>((resolve, reject) => {
      server.once('error', reject);
      server.listen(onPort, '127.0.0.1', () => resolve((server.server.address() as AddressInfo).port));
    });
  const boundPort = await listen(port);
  const nextMail = async (timeoutMs = 10_000): Promise<ReceivedMail> => {
    const deadline = Date.now() + timeoutMs;
    while (received.length <= taken) {
      if (Date.now() > deadline) throw new Error('Keine E-Mail angekommen');
      await new Promise<void>((wake) => {
        waiters.push(wake);
        setTimeout(wake, 200);
      });
    }
    const mail = received[taken];
    taken += 1;
    if (!mail) throw new Error('Keine E-Mail angekommen');
    return mail;
  };
  return {
    url: `smtp://127.0.0.1:${boundPort}`,
    nextMail,
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
    start: async () => {
      server = create();
      await listen(boundPort);
    },
  };
}
