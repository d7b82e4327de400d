import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { PgSpool } from '../features/support/pgSpool';
import { FolderSpool, type Spool, type SpooledMessage } from '../features/support/spool';
import { migrate } from '../store/postgres/migrate';
import {
  postgresAvailable,
  postgresBin,
  startThrowawayPostgres,
  type ThrowawayPostgres,
} from '../testing/throwawayPostgres';
import { PgFiles } from './pgFiles';

/**
 * One place the files of the support spool, the exports and the media live in, opened as often as a test likes:
 * each `instance()` is another server on the same database (PostgreSQL), or another object on the same folder.
 */
interface Place {
  instance: () => { spool: Spool };
  remove: () => Promise<void>;
}

let cluster: ThrowawayPostgres | undefined;
let databases = 0;

const implementations: { name: string; skip: boolean; place: () => Promise<Place> }[] = [
  {
    name: 'Ordner',
    skip: false,
    place: () => {
      const root = mkdtempSync(join(tmpdir(), 'radar-files-'));
      return Promise.resolve({
        instance: () => ({ spool: new FolderSpool(join(root, 'support-spool')) }),
        remove: () => Promise.resolve(rmSync(root, { recursive: true, force: true })),
      });
    },
  },
  {
    name: postgresAvailable ? 'PostgreSQL' : `PostgreSQL (übersprungen: keine Programme unter ${postgresBin})`,
    skip: !postgresAvailable,
    place: async () => {
      databases += 1;
      const url = await cluster!.createDatabase(`files_${databases}`, 'migrated');
      const opened: PgFiles[] = [];
      return {
        instance: () => {
          const files = new PgFiles(url);
          opened.push(files);
          return { spool: new PgSpool(files.area('supportSpool')) };
        },
        remove: async () => void (await Promise.all(opened.map((files) => files.close()))),
      };
    },
  },
];

beforeAll(async () => {
  if (!postgresAvailable) return;
  cluster = await startThrowawayPostgres();
  await migrate(await cluster.createDatabase('migrated'));
}, 60_000);
afterAll(() => cluster?.stop());

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
});
