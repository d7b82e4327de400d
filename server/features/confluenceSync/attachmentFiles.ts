import { existsSync, mkdirSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileInFolder, requireFileInFolder } from '../../security/safePath';

/** Where an attachment is sent from: a file in the attachment folder, or its bytes read from PostgreSQL. */
export type AttachmentBody = { path: string } | { bytes: Buffer };

/**
 * The files of the manual's attachments, by their stored name (derived from the attachment's id and content):
 * `MEDIA_DIR/attachments` (`FolderAttachmentFiles`) or, with DATABASE_URL, PostgreSQL (`PgAttachmentFiles`,
 * `stored_files` area `manualAttachments`), so every instance serves what a sync on any instance stored.
 */
export interface AttachmentFiles {
  put(name: string, bytes: Buffer): Promise<void>;
  /** Undefined when there is no such file, or the name would leave the folder. */
  open(name: string): Promise<AttachmentBody | undefined>;
  /** Deletes every attachment file not named in `names` (after a sync swapped the attachments in). */
  keepOnly(names: readonly string[]): Promise<void>;
}

export const attachmentFolder = (mediaDir: string) => join(mediaDir, 'attachments');

export class FolderAttachmentFiles implements AttachmentFiles {
  constructor(readonly folder: string) {}

  put(name: string, bytes: Buffer): Promise<void> {
    mkdirSync(this.folder, { recursive: true });
    writeFileSync(requireFileInFolder(this.folder, name), bytes);
    return Promise.resolve();
  }

  open(name: string): Promise<AttachmentBody | undefined> {
    const path = fileInFolder(this.folder, name);
    return Promise.resolve(path && existsSync(path) ? { path } : undefined);
  }

  keepOnly(names: readonly string[]): Promise<void> {
    const used = new Set(names);
    const present = existsSync(this.folder) ? readdirSync(this.folder) : [];
    for (const name of present) {
      const file = used.has(name) ? undefined : fileInFolder(this.folder, name);
      if (file) rmSync(file, { force: true });
    }
    return Promise.resolve();
  }
}
