import type { Id } from '@shared/schemas';
import type { PgFileArea } from '../../files/pgFiles';
import type { MailEnvelope } from '../../integrations/mail/mailTransport';
import type { Spool, SpooledMessage } from './spool';

/**
 * The spool in PostgreSQL (`stored_files`, area `supportSpool`): one row per request id with the raw message and
 * its envelope, so any instance can retry a request another instance composed.
 */
export class PgSpool implements Spool {
  constructor(private readonly files: PgFileArea) {}

  put(id: Id, message: SpooledMessage): Promise<void> {
    return this.files.put(String(id), message.raw, message.envelope);
  }

  async get(id: Id): Promise<SpooledMessage | undefined> {
    const file = await this.files.get(String(id));
    return file && { raw: file.bytes, envelope: file.meta as MailEnvelope };
  }

  remove(id: Id): Promise<void> {
    return this.files.remove(String(id));
  }
}
