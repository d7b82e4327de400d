import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { fileInFolder } from '../../security/safePath';

/** Where a media file is sent from: a file in the media folder, or its bytes read from PostgreSQL. */
export type MediaBody = { path: string } | { bytes: Buffer };

/**
 * The module images of this server: the media folder `MEDIA_DIR` (`FolderMediaFiles`) or, with DATABASE_URL, the
 * folder for the shipped media plus PostgreSQL for uploads (`PgMediaFiles`, docs/decisions/098). Names are
 * checked by the routes (`fileInFolder`) before they get here.
 */
export interface MediaFiles {
  /** Stores an upload under a name no media file has yet; false if one has. */
  add(name: string, bytes: Buffer): Promise<boolean>;
  open(name: string): Promise<MediaBody | undefined>;
}

export class FolderMediaFiles implements MediaFiles {
  constructor(readonly folder: string) {}

  private fileOf(name: string): string {
    const file = fileInFolder(this.folder, name);
    if (!file) throw new Error(`Unzulässiger Dateiname: ${JSON.stringify(name)}`);
    return file;
  }

  add(name: string, bytes: Buffer): Promise<boolean> {
    const file = this.fileOf(name);
    if (existsSync(file)) return Promise.resolve(false);
    mkdirSync(this.folder, { recursive: true });
    writeFileSync(file, bytes, { flag: 'wx' });
    return Promise.resolve(true);
  }

  open(name: string): Promise<MediaBody | undefined> {
    const path = this.fileOf(name);
    return Promise.resolve(existsSync(path) ? { path } : undefined);
  }
}
