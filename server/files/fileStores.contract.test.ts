import pg from 'pg';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import type { CollectionRecord } from '@shared/schemas';
import { type ExportFileBody, type ExportFiles, FolderExportFiles } from '../features/reportExports/exportFiles';
import { PgExportFiles } from '../features/reportExports/pgExportFiles';
import {
  type AttachmentBody,
  type AttachmentFiles,
  FolderAttachmentFiles,
} from '../features/confluenceSync/attachmentFiles';
import { PgAttachmentFiles } from '../features/confluenceSync/pgAttachmentFiles';
import { FolderMediaFiles, type MediaBody, type MediaFiles } from '../features/media/mediaFiles';
import { PgMediaFiles } from '../features/media/pgMediaFiles';
import { PgSpool } from '../features/support/pgSpool';
import { FolderSpool, type Spool, type SpooledMessage } from '../features/support/spool';
import { migratedDatabases, postgresVariant } from '../testing/migratedDatabases';
import { postgresAvailable } from '../testing/throwawayPostgres';
import { PgFiles } from './pgFiles';

/**
 * One place the files of the support spool, the exports and the media live in, opened as often as a test likes:
 * each `instance()` is another server on the same database (PostgreSQL), or another object on the same folder.
 */
interface Place {
  instance: () => { spool: Spool; exports: ExportFiles; media: MediaFiles; attachments: AttachmentFiles };
  /** The media folder of the instance opened next (with PostgreSQL each instance has its own). */
  shippedMedia: () => string;
  remove: () => Promise<void>;
}

const databases = migratedDatabases('files');

const implementations: { name: string; skip: boolean; place: () => Promise<Place> }[] = [
  {
    name: 'Ordner',
    skip: false,
    place: () => {
      const root = mkdtempSync(join(tmpdir(), 'radar-files-'));
      return Promise.resolve({
        instance: () => ({
          spool: new FolderSpool(join(root, 'support-spool')),
          exports: new FolderExportFiles(join(root, 'exports')),
          media: new FolderMediaFiles(join(root, 'media')),
          attachments: new FolderAttachmentFiles(join(root, 'media', 'attachments')),
        }),
        shippedMedia: () => join(root, 'media'),
        remove: () => Promise.resolve(rmSync(root, { recursive: true, force: true })),
      });
    },
  },
  {
    ...postgresVariant,
    place: async () => {
      const url = await databases.next();
      const opened: pg.Pool[] = [];
      const mediaRoot = mkdtempSync(join(tmpdir(), 'radar-media-'));
      const mediaFolder = () => join(mediaRoot, String(opened.length));
      return {
        shippedMedia: mediaFolder,
        instance: () => {
          const media = mediaFolder();
          const folder = new FolderMediaFiles(media);
          // Each instance with a pool of its own (docs/decisions/104).
          const pool = new pg.Pool({ connectionString: url, max: 2 });
          opened.push(pool);
          const files = new PgFiles(pool);
          return {
            media: new PgMediaFiles(folder, files.area('media')),
            spool: new PgSpool(files.area('supportSpool')),
            // Without the grace period, so a file without a record goes at once, as in the folder.
            exports: new PgExportFiles(files.area('exports'), 0),
            attachments: new PgAttachmentFiles(
              new FolderAttachmentFiles(join(media, 'attachments')),
              files.area('manualAttachments'),
            ),
          };
        },
        remove: async () => {
          rmSync(mediaRoot, { recursive: true, force: true });
          await Promise.all(opened.map((pool) => pool.end()));
        },
      };
    },
  },
];

type PbiExportDetail = CollectionRecord<'pbiExportDetails'>;

const detail = (id: number, format: 'PDF' | 'XLSX'): PbiExportDetail => ({
  id,
  exportId: 1,
  jobId: id,
  fileName: `bericht-${id}.${format.toLowerCase()}`,
  format,
  size: 4,
  createdAt: '2026-11-26T01:00:00.000Z',
});

const bytesOf = (body: ExportFileBody | undefined): Buffer | undefined =>
  body && ('path' in body ? readFileSync(body.path) : body.bytes);

const attachmentBytesOf = (body: AttachmentBody | undefined): Buffer | undefined =>
  body && ('path' in body ? readFileSync(body.path) : body.bytes);

const mediaBytesOf = (body: MediaBody | undefined): Buffer | undefined =>
  body && ('path' in body ? readFileSync(body.path) : body.bytes);

const message = (text: string): SpooledMessage => ({
  envelope: { from: 'portal@example.org', to: ['support@example.org', 'zweite@example.org'] },
  raw: Buffer.concat([Buffer.from(`Subject: ${text}\r\n\r\n`), Buffer.from([0, 1, 2, 255])]),
});

describe.each(implementations)('Geteilte Dateien: $name', ({ skip, place }) => {
  let subject: Place;

  beforeEach(async (context) => {
    if (skip) context.skip();
    subject = await place();
  });
  afterEach(async () => {
    await subject?.remove();
  });

  describe('Support-Zwischenspeicher', () => {
    it('gives back what was put, the same bytes and envelope, until it is removed', async () => {
      const { spool } = subject.instance();
      expect(await spool.get(7)).toBeUndefined();
      await spool.put(7, message('Erste'));
      await spool.put('a-b', message('Zweite'));
      expect(await spool.get(7)).toEqual(message('Erste'));
      expect(await spool.get('a-b')).toEqual(message('Zweite'));
      await spool.put(7, message('Ersetzt'));
      expect(await spool.get(7)).toEqual(message('Ersetzt'));
      await spool.remove(7);
      await spool.remove(8);
      expect(await spool.get(7)).toBeUndefined();
      expect(await spool.get('a-b')).toEqual(message('Zweite'));
    });

    it('lets a second instance deliver what the first composed, and remove it', async () => {
      const [first, second] = [subject.instance(), subject.instance()];
      await first.spool.put(12, message('Von A'));
      expect(await second.spool.get(12)).toEqual(message('Von A'));
      await second.spool.remove(12);
      expect(await first.spool.get(12)).toBeUndefined();
    });
  });

  describe('Exportdateien', () => {
    it('gives back what a run wrote, on another instance too, and replaces a file of the same record', async () => {
      const [runner, download] = [subject.instance(), subject.instance()];
      expect(await download.exports.open(detail(1, 'PDF'))).toBeUndefined();
      await runner.exports.write(detail(1, 'PDF'), Buffer.from('%PDF eins'));
      await runner.exports.write(detail(2, 'XLSX'), Buffer.from([80, 75, 3, 4, 0, 255]));
      expect(bytesOf(await download.exports.open(detail(1, 'PDF')))).toEqual(Buffer.from('%PDF eins'));
      expect(bytesOf(await download.exports.open(detail(2, 'XLSX')))).toEqual(Buffer.from([80, 75, 3, 4, 0, 255]));
      expect(await download.exports.open(detail(1, 'XLSX'))).toBeUndefined();
      await runner.exports.write(detail(1, 'PDF'), Buffer.from('%PDF neu'));
      expect(bytesOf(await download.exports.open(detail(1, 'PDF')))).toEqual(Buffer.from('%PDF neu'));
    });

    it("names a run's file by its fileKey, so two records of one id from two instances keep their own bytes", async () => {
      const [first, second] = [subject.instance(), subject.instance()];
      const keys = ['0b7f2c1e-5a4d-4c3b-9e8f-1a2b3c4d5e6f', '9c8b7a6d-5e4f-4a3b-8c2d-1e0f9a8b7c6d'];
      await first.exports.write({ fileKey: keys[0]!, format: 'PDF' }, Buffer.from('von A'));
      await second.exports.write({ fileKey: keys[1]!, format: 'PDF' }, Buffer.from('von B'));
      const [fromA, fromB] = keys.map((fileKey) => ({ ...detail(3, 'PDF'), fileKey }));
      expect(bytesOf(await second.exports.open(fromA!))).toEqual(Buffer.from('von A'));
      expect(bytesOf(await first.exports.open(fromB!))).toEqual(Buffer.from('von B'));
      expect(await first.exports.open(detail(3, 'PDF'))).toBeUndefined();
      await first.exports.removeOrphans([fromB!]);
      expect(await second.exports.open(fromA!)).toBeUndefined();
      expect(bytesOf(await second.exports.open(fromB!))).toEqual(Buffer.from('von B'));
    });

    it('removes the files no record names any more, wherever they were written', async () => {
      const [first, second] = [subject.instance(), subject.instance()];
      await first.exports.write(detail(1, 'PDF'), Buffer.from('eins'));
      await first.exports.write(detail(2, 'PDF'), Buffer.from('zwei'));
      await second.exports.removeOrphans([detail(2, 'PDF')]);
      expect(await first.exports.open(detail(1, 'PDF'))).toBeUndefined();
      expect(bytesOf(await first.exports.open(detail(2, 'PDF')))).toEqual(Buffer.from('zwei'));
      await second.exports.removeOrphans([]);
      expect(await first.exports.open(detail(2, 'PDF'))).toBeUndefined();
    });
  });

  describe('Anhänge des Handbuchs', () => {
    it('serves on another instance what a sync stored, until a later sync keeps only its own', async () => {
      const [sync, manual] = [subject.instance(), subject.instance()];
      const pdf = Buffer.from([37, 80, 68, 70, 0, 255]);
      expect(await manual.attachments.open('att1-abc.pdf')).toBeUndefined();
      await sync.attachments.put('att1-abc.pdf', pdf);
      await sync.attachments.put('att2-def.png', Buffer.from('zwei'));
      expect(attachmentBytesOf(await manual.attachments.open('att1-abc.pdf'))).toEqual(pdf);
      await manual.attachments.keepOnly(['att2-def.png']);
      expect(await sync.attachments.open('att1-abc.pdf')).toBeUndefined();
      expect(attachmentBytesOf(await sync.attachments.open('att2-def.png'))).toEqual(Buffer.from('zwei'));
    });

    it('serves a shipped attachment from the media folder, and a sync keeping others leaves it there', async () => {
      const folder = join(subject.shippedMedia(), 'attachments');
      mkdirSync(folder, { recursive: true });
      writeFileSync(join(folder, 'att9-fix.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
      const { attachments } = subject.instance();
      expect(attachmentBytesOf(await attachments.open('att9-fix.svg'))?.toString()).toContain('w3.org');
      await attachments.keepOnly(['att9-fix.svg']);
      expect(await attachments.open('att9-fix.svg')).toBeDefined();
    });

    it('answers no file for a stored name that would leave its place', async () => {
      const { attachments } = subject.instance();
      await attachments.put('att3-abc.pdf', Buffer.from('drei'));
      expect(await attachments.open('../att3-abc.pdf')).toBeUndefined();
      expect(await attachments.open('../../etc/passwd')).toBeUndefined();
    });
  });

  describe('Medien', () => {
    it('serves an image uploaded through one instance on another, and refuses its name a second time', async () => {
      const [upload, dashboard] = [subject.instance(), subject.instance()];
      const png = Buffer.from([137, 80, 78, 71, 13, 10, 26, 10, 0, 255]);
      expect(await dashboard.media.open('kachel-neu.png')).toBeUndefined();
      expect(await upload.media.add('kachel-neu.png', png)).toBe(true);
      expect(mediaBytesOf(await dashboard.media.open('kachel-neu.png'))).toEqual(png);
      expect(await dashboard.media.add('kachel-neu.png', Buffer.from('anders'))).toBe(false);
      expect(mediaBytesOf(await upload.media.open('kachel-neu.png'))).toEqual(png);
    });

    it('serves the shipped media from the folder and lets no upload take their names', async () => {
      const folder = subject.shippedMedia();
      mkdirSync(folder, { recursive: true });
      writeFileSync(join(folder, 'kachel-hilfe.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
      const { media } = subject.instance();
      const shipped = await media.open('kachel-hilfe.svg');
      expect(shipped && 'path' in shipped).toBe(true);
      expect(await media.add('kachel-hilfe.svg', Buffer.from('<svg/>'))).toBe(false);
      expect(mediaBytesOf(await media.open('kachel-hilfe.svg'))?.toString()).toContain('w3.org');
    });
  });
});

describe.skipIf(!postgresAvailable)('Exportdateien in PostgreSQL', () => {
  it('spares a file without a record for the grace period: its record may still be on its way from another instance', async () => {
    const pool = new pg.Pool({ connectionString: await databases.copy('files_grace'), max: 1 });
    try {
      const files = new PgFiles(pool);
      const exports = new PgExportFiles(files.area('exports'));
      await exports.write(detail(5, 'PDF'), Buffer.from('gerade geschrieben'));
      await exports.removeOrphans([]);
      expect(bytesOf(await exports.open(detail(5, 'PDF')))).toEqual(Buffer.from('gerade geschrieben'));
    } finally {
      await pool.end();
    }
  });
});
