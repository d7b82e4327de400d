import type { PgFileArea } from '../../files/pgFiles';
import type { AttachmentBody, AttachmentFiles, FolderAttachmentFiles } from './attachmentFiles';

/**
 * The manual's attachment files with DATABASE_URL: the shipped ones in the instance's folder (seeded from
 * `server/media/attachments` into every instance's `MEDIA_DIR`) first, then what a sync stored in PostgreSQL
 * (`stored_files`, area `manualAttachments`), which every instance serves. Stored names follow the attachment's
 * id and content, so a name found in both places has the same bytes in both.
 */
export class PgAttachmentFiles implements AttachmentFiles {
  constructor(
    private readonly shipped: FolderAttachmentFiles,
    private readonly synced: PgFileArea,
  ) {}

  put(name: string, bytes: Buffer): Promise<void> {
    return this.synced.put(name, bytes);
  }

  async open(name: string): Promise<AttachmentBody | undefined> {
    const shipped = await this.shipped.open(name);
    if (shipped) return shipped;
    const file = await this.synced.get(name);
    return file && { bytes: file.bytes };
  }

  /** Only the synced files go; the shipped folder stays as seeded. */
  async keepOnly(names: readonly string[]): Promise<void> {
    // Syncs run one at a time across instances (job lease): no other sync writes files meanwhile.
    await this.synced.removeAllBut(names, 0);
  }
}
