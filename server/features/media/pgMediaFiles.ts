import type { PgFileArea } from '../../files/pgFiles';
import type { FolderMediaFiles, MediaBody, MediaFiles } from './mediaFiles';

/**
 * The media with DATABASE_URL: the media folder first (the shipped media, seeded into every instance's
 * `MEDIA_DIR`, and whatever an operator put there), then the uploads in PostgreSQL (`stored_files`, area `media`),
 * which every instance serves. An upload never goes into the folder, and a name either source has is refused,
 * so an upload cannot hide a shipped image.
 */
export class PgMediaFiles implements MediaFiles {
  constructor(
    private readonly folder: FolderMediaFiles,
    private readonly uploads: PgFileArea,
  ) {}

  async add(name: string, bytes: Buffer): Promise<boolean> {
    if (await this.folder.open(name)) return false;
    return this.uploads.add(name, bytes);
  }

  async open(name: string): Promise<MediaBody | undefined> {
    const shipped = await this.folder.open(name);
    if (shipped) return shipped;
    const upload = await this.uploads.get(name);
    return upload && { bytes: upload.bytes };
  }
}
