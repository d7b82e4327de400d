import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import express from 'express';
import { fixtureExportFile, LOCAL_SOURCE_PATH, localZbvSourceRouter } from '@server/integrations/zbv/localSource';
import type { ZbvExport } from '@server/integrations/zbv/zbvExport';

export interface ZbvSource {
  /** What ZBV_SOURCE_URL of a server should be. */
  url: string;
  fixture: ZbvExport;
  /** Changes what the source delivers from now on (it reads the file on every request). */
  deliver: (content: unknown) => void;
  stop: () => Promise<void>;
}

/** The server's own local ZBV source, run by a spec on loopback over a temporary copy of the fixture export. */
export async function startZbvSource(): Promise<ZbvSource> {
  const folder = mkdtempSync(join(tmpdir(), 'radar-zbv-source-'));
  const file = join(folder, 'export.json');
  const fixture = JSON.parse(readFileSync(fixtureExportFile, 'utf8')) as ZbvExport;
  writeFileSync(file, JSON.stringify(fixture));
  const server = createServer(express().use(localZbvSourceRouter(file)));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}${LOCAL_SOURCE_PATH}`,
    fixture,
    deliver: (content) => writeFileSync(file, JSON.stringify(content)),
    stop: async () => {
      await new Promise((resolve) => server.close(resolve));
      rmSync(folder, { recursive: true, force: true });
    },
  };
}
