import { existsSync, mkdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import type { Id } from '@shared/schemas';
import type { MailEnvelope } from '../../integrations/mail/mailTransport';
import { fileNameOfId, requireFileInFolder } from '../../security/safePath';

export interface SpooledMessage {
  envelope: MailEnvelope;
  raw: Buffer;
}

/**
 * Keeps each support request's composed message (with its attachments) on disk until it is delivered, so a
 * retry after a restart sends exactly the same bytes. One `<id>.eml` plus `<id>.json` (the envelope).
 */
export class Spool {
  constructor(readonly folder: string) {}

  private file(id: Id, ending: 'eml' | 'json'): string {
    return requireFileInFolder(this.folder, fileNameOfId(id, ending));
  }

  put(id: Id, message: SpooledMessage): void {
    mkdirSync(this.folder, { recursive: true });
    for (const [ending, content] of [
      ['eml', message.raw],
      ['json', JSON.stringify(message.envelope)],
    ] as const) {
      const target = this.file(id, ending);
      writeFileSync(`${target}.tmp`, content);
      renameSync(`${target}.tmp`, target);
    }
  }

  get(id: Id): SpooledMessage | undefined {
    const eml = this.file(id, 'eml');
    const json = this.file(id, 'json');
    if (!existsSync(eml) || !existsSync(json)) return undefined;
    return { raw: readFileSync(eml), envelope: JSON.parse(readFileSync(json, 'utf8')) as MailEnvelope };
  }

  remove(id: Id): void {
    rmSync(this.file(id, 'eml'), { force: true });
    rmSync(this.file(id, 'json'), { force: true });
  }
}
