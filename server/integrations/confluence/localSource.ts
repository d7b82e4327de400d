import { randomBytes } from 'node:crypto';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import express, { type Request, type Response } from 'express';
import { fixtureAttachmentDir, readFixtureSpace, type FixturePage, type FixtureSpace } from './fixtureSpace';
import { fileInFolder } from '../../security/safePath';

const DEFAULT_LIMIT = 25;
const MAX_LIMIT = 200;

export interface LocalConfluence {
  baseUrl: string;
  token: string;
  close: () => Promise<void>;
}

const expansions = (req: Request) =>
  new Set(
    String(req.query.expand ?? '')
      .split(',')
      .filter(Boolean),
  );

function pageJson(space: FixtureSpace, page: FixturePage, expand: Set<string>) {
  const base = `/rest/api/content/${page.id}`;
  const json: Record<string, unknown> = {
    id: page.id,
    type: 'page',
    status: 'current',
    title: page.title,
    space: { key: space.space.key, name: space.space.name },
    extensions: { position: page.position },
    _links: { webui: `/pages/viewpage.action?pageId=${page.id}`, self: base },
    _expandable: { children: `${base}/child`, body: '', version: '', ancestors: '' },
  };
  if (expand.has('version')) json.version = { ...page.version, number: page.version.number };
  if (expand.has('ancestors')) {
    const ancestors: { id: string; type: 'page'; title: string }[] = [];
    for (let parent = page.parentId; parent;) {
      const found = space.pages.find((p) => p.id === parent);
      if (!found) break;
      ancestors.unshift({ id: found.id, type: 'page', title: found.title });
      parent = found.parentId;
    }
    json.ancestors = ancestors;
  }
  if (expand.has('body.storage')) json.body = { storage: { value: page.storage, representation: 'storage' } };
  return json;
}

/** Confluence's paged list: results, start, limit, size and `_links.next` while more follow. */
function paged<T>(req: Request, res: Response, items: T[]) {
  const start = Math.max(0, Number.parseInt(String(req.query.start ?? '0'), 10) || 0);
  const limit = Math.min(
    MAX_LIMIT,
    Math.max(1, Number.parseInt(String(req.query.limit ?? DEFAULT_LIMIT), 10) || DEFAULT_LIMIT),
  );
  const results = items.slice(start, start + limit);
  const links: Record<string, string> = { base: '', context: '', self: req.path };
  if (start + limit < items.length) {
    const next = new URLSearchParams({
      ...(req.query as Record<string, string>),
      start: String(start + limit),
      limit: String(limit),
    });
    links.next = `${req.path}?${next.toString()}`;
  }
  res.json({ results, start, limit, size: results.length, _links: links });
}

/**
 * The parts of Confluence's REST API the sync uses, over a fixture space file that is read on every request
 * (so a test can change what "Confluence" holds): content by id with `expand`, child pages and attachments
 * with `start`/`limit`/`_links.next` paging, and the attachment download. Requires its bearer token.
 */
export function localConfluenceRouter(spaceFile: string, token: string): express.Router {
  const router = express.Router();
  router.use((req, res, next) => {
    if (req.headers.authorization === `Bearer ${token}`) next();
    else res.status(401).json({ statusCode: 401, message: 'This request requires authentication.' });
  });
  const notFound = (res: Response, id: string) =>
    res.status(404).json({ statusCode: 404, message: `No content found with id: ContentId{id=${id}}` });

  router.get('/rest/api/content/:id', (req, res) => {
    const space = readFixtureSpace(spaceFile);
    const page = space.pages.find((p) => p.id === req.params.id);
    if (!page) notFound(res, req.params.id);
    else res.json(pageJson(space, page, expansions(req)));
  });
  router.get('/rest/api/content/:id/child/page', (req, res) => {
    const space = readFixtureSpace(spaceFile);
    if (!space.pages.some((p) => p.id === req.params.id)) return void notFound(res, req.params.id);
    const children = space.pages.filter((p) => p.parentId === req.params.id).sort((a, b) => a.position - b.position);
    paged(
      req,
      res,
      children.map((child) => pageJson(space, child, expansions(req))),
    );
  });
  router.get('/rest/api/content/:id/child/attachment', (req, res) => {
    const space = readFixtureSpace(spaceFile);
    if (!space.pages.some((p) => p.id === req.params.id)) return void notFound(res, req.params.id);
    const attachments = space.attachments
      .filter((a) => a.pageId === req.params.id)
      .map((a) => ({
        id: a.id,
        type: 'attachment',
        status: 'current',
        title: a.title,
        version: { number: a.version },
        metadata: { mediaType: a.mediaType },
        extensions: { mediaType: a.mediaType, fileSize: a.fileSize },
        _links: {
          download: `/download/attachments/${a.pageId}/${encodeURIComponent(a.title)}?version=${a.version}&api=v2`,
        },
      }));
    paged(req, res, attachments);
  });
  router.get('/download/attachments/:pageId/:fileName', (req, res) => {
    const space = readFixtureSpace(spaceFile);
    const attachment = space.attachments.find((a) => a.pageId === req.params.pageId && a.title === req.params.fileName);
    const file = attachment && fileInFolder(fixtureAttachmentDir, attachment.title);
    if (!attachment || !file) return void res.status(404).end();
    res.type(attachment.mediaType).sendFile(file);
  });
  return router;
}

/** Starts the local source on a free loopback port with a fresh token; it does not keep the process alive. */
export async function startLocalConfluence(spaceFile: string): Promise<LocalConfluence> {
  const token = randomBytes(24).toString('hex');
  const server = createServer(express().use(localConfluenceRouter(spaceFile, token)));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  server.unref();
  const { port } = server.address() as AddressInfo;
  return {
    baseUrl: `http://127.0.0.1:${port}`,
    token,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
