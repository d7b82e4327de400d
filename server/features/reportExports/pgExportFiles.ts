import type { CollectionRecord } from '@shared/schemas';
import type { PgFileArea } from '../../files/pgFiles';
import { exportFileNameOf, type ExportFileBody, type ExportFileRef, type ExportFiles } from './exportFiles';

type PbiExportDetail = CollectionRecord<'pbiExportDetails'>;

/**
 * How long a file without a record is spared by the tidying: another instance writes the file a moment before
 * its record, and this instance's replica reads that record only when PostgreSQL announces it.
 */
export const ORPHAN_GRACE_MS = 10 * 60 * 1000;

/** The export files in PostgreSQL (`stored_files`, area `exports`), named as in the folder (`exportFileNameOf`). */
export class PgExportFiles implements ExportFiles {
  constructor(
    private readonly files: PgFileArea,
    private readonly graceMs = ORPHAN_GRACE_MS,
  ) {}

  write(detail: ExportFileRef, bytes: Buffer): Promise<void> {
    return this.files.put(exportFileNameOf(detail), bytes);
  }

  async open(detail: ExportFileRef): Promise<ExportFileBody | undefined> {
    const file = await this.files.get(exportFileNameOf(detail));
    return file && { bytes: file.bytes };
  }

  async removeOrphans(details: readonly PbiExportDetail[]): Promise<void> {
    await this.files.removeAllBut(details.map(exportFileNameOf), this.graceMs);
  }
}
