import type { CollectionRecord } from '@shared/schemas';
import type { PgFileArea } from '../../files/pgFiles';
import { extensionOf } from '../../integrations/reportExport/reportExporter';
import { fileNameOfId } from '../../security/safePath';
import type { ExportFileBody, ExportFiles } from './exportFiles';

type PbiExportDetail = CollectionRecord<'pbiExportDetails'>;

/**
 * How long a file without a record is spared by the tidying: another instance writes the file a moment before
 * its record, and this instance's replica reads that record only when PostgreSQL announces it.
 */
export const ORPHAN_GRACE_MS = 10 * 60 * 1000;

const nameOf = (detail: Pick<PbiExportDetail, 'id' | 'format'>) => fileNameOfId(detail.id, extensionOf(detail.format));

/** The export files in PostgreSQL (`stored_files`, area `exports`), named `<id>.<extension>` as in the folder. */
export class PgExportFiles implements ExportFiles {
  constructor(
    private readonly files: PgFileArea,
    private readonly graceMs = ORPHAN_GRACE_MS,
  ) {}

  write(detail: Pick<PbiExportDetail, 'id' | 'format'>, bytes: Buffer): Promise<void> {
    return this.files.put(nameOf(detail), bytes);
  }

  async open(detail: Pick<PbiExportDetail, 'id' | 'format'>): Promise<ExportFileBody | undefined> {
    const file = await this.files.get(nameOf(detail));
    return file && { bytes: file.bytes };
  }

  async removeOrphans(details: readonly PbiExportDetail[]): Promise<void> {
    await this.files.removeAllBut(details.map(nameOf), this.graceMs);
  }
}
