import type { PgFileArea } from '../../files/pgFiles';
import type { AttachmentBody, AttachmentFiles } from './attachmentFiles';

/** The manual's attachment files in PostgreSQL (`stored_files`, area `manualAttachments`), by stored name. */
export class PgAttachmentFiles implements AttachmentFiles {
  constructor(private readonly files: PgFileArea) {}

  put(name: string, bytes: Buffer): Promise<void> {
    return this.files.put(name, bytes);
  }

  async open(name: string): Promise<AttachmentBody | undefined> {
    const file = await this.files.get(name);
    return file && { bytes: file.bytes };
  }

  async keepOnly(names: readonly string[]): Promise<void> {
    // Syncs run one at a time across instances (job lease): no other sync is writing files meanwhile.
    await this.files.removeAllBut(names, 0);
  }
}
