import { existsSync, mkdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import type { Id } from '@shared/schemas';
import type { MailEnvelope } from '../../integrations/mail/mailTransport';
import { fileNameOfId, requireFileInFolder } from '../../security/safePath';

export interface SpooledMessage {
  envelope: MailEnvelope;
  raw: Buffer;
}

/**
 * Keeps each support request's composed message (with its attachments) until it is delivered, so a retry after a
 * restart, or on another instance, sends exactly the same bytes: a folder (`FolderSpool`) or, with DATABASE_URL,
 * PostgreSQL (`PgSpool`, docs/decisions/098).
 */
export interface Spool {
  put(id: Id, message: SpooledMessage): Promise<void>;
  get(id: Id): Promise<SpooledMessage | undefined>;
  remove(id: Id): Promise<void>;
}

/** The spool in a folder (`SUPPORT_SPOOL_DIR`): one `<id>.eml` plus `<id>.json` (the envelope). */
export class FolderSpool implements Spool {
  constructor(readonly folder: string) {}

  private file(id: Id, ending: 'eml' | 'json'): string {
    return requireFileInFolder(this.folder, fileNameOfId(id, ending));
  }

  put(id: Id, message: SpooledMessage): Promise<void> {
    mkdirSync(this.folder, { recursive: true });
    for (const [ending, content] of [
      ['eml', message.raw],
      ['json', JSON.stringify(message.envelope)],
    ] as const) {
      const target = this.file(id, ending);
      writeFileSync(`${target}.tmp`, content);
      renameSync(`${target}.tmp`, target);
    }
    return Promise.resolve();
  }

  get(id: Id): Promise<SpooledMessage | undefined> {
    const eml = this.file(id, 'eml');
    const json = this.file(id, 'json');
    if (!existsSync(eml) || !existsSync(json)) return Promise.resolve(undefined);
    return Promise.resolve({
      raw: readFileSync(eml),
      envelope: JSON.parse(readFileSync(json, 'utf8')) as MailEnvelope,
    });
  }

  remove(id: Id): Promise<void> {
    rmSync(this.file(id, 'eml'), { force: true });
    rmSync(this.file(id, 'json'), { force: true });
    return Promise.resolve();
  }
}
