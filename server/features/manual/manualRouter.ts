import express, { type Response } from 'express';
import { portalApiPaths } from '@shared/portalApi';
import type { ManualNode, ManualSearchHit } from '@shared/portalApi';
import { principalOf } from '../../auth/authenticate';
import { sendError } from '../../data/dataCall';
import type { Store } from '../../store/store';
import { attachmentFilesOf } from '../confluenceSync/attachmentFilesOf';
import type { FeatureContext } from '../featureContext';
import { pageExists, visiblePages, type ManualPage } from './manualAccess';
import { manualIndexes } from './manualIndex';

const EXCERPT_LENGTH = 200;

function buildTree(pages: Map<string, ManualPage>): ManualNode | null {
  const byParent = new Map<string, ManualPage[]>();
  let root: ManualPage | undefined;
  for (const page of pages.values()) {
    if (!page.parentId) root ??= page;
    else byParent.set(page.parentId, [...(byParent.get(page.parentId) ?? []), page]);
  }
  const node = (page: ManualPage): ManualNode => ({
    pageData: { pageId: String(page.id), title: page.title },
    children: (byParent.get(String(page.id)) ?? [])
      .sort((a, b) => a.position - b.position || a.title.localeCompare(b.title, 'de'))
      .map(node),
  });
  return root ? node(root) : null;
}

function excerpt(text: string, terms: string[]): string {
  const lower = text.toLowerCase();
  const at = Math.max(
    0,
    Math.min(...terms.map((term) => lower.indexOf(term.toLowerCase())).filter((i) => i >= 0), text.length),
  );
  const start = at >= text.length ? 0 : Math.max(0, at - 60);
  const slice = text.slice(start, start + EXCERPT_LENGTH);
  return `${start > 0 ? '…' : ''}${slice}${start + EXCERPT_LENGTH < text.length ? '…' : ''}`;
}

/** The page, or the right refusal: 404 for an unknown page, 403 for one the user's roles do not allow. */
function pageFor(store: Store, res: Response, pageId: string): ManualPage | undefined {
  const page = visiblePages(store, principalOf(res).userData).get(pageId);
  if (page) return page;
  if (pageExists(store, pageId)) sendError(res, 403, 'FORBIDDEN', 'Diese Handbuchseite ist für Sie nicht freigegeben.');
  else sendError(res, 404, 'NOT_FOUND', 'Diese Handbuchseite gibt es nicht.');
  return undefined;
}

const attachmentIds = (store: Store, pageId: string) =>
  store
    .collection('manualAttachments')
    .filter((attachment) => attachment.pageId === pageId)
    .map((attachment) => String(attachment.id));

/**
 * The manual as the signed-in user may see it: the hierarchy, a page's content and attachments, the search
 * (German-friendly full text, ranked) and the attachment files. Restricted pages are neither listed nor served.
 */
export function manualRouter({ store, config, sharedFiles }: FeatureContext): express.Router {
  const attachmentFiles = attachmentFilesOf(config, sharedFiles);
  const router = express.Router();

  router.get(portalApiPaths.manualTree, (_req, res) => {
    res.json(buildTree(visiblePages(store, principalOf(res).userData)));
  });

  router.get(portalApiPaths.manualSearch, (req, res) => {
    const term = String(req.query.searchTerms ?? '')
      .trim()
      .slice(0, 200);
    if (!term) return void res.json([]);
    const visible = visiblePages(store, principalOf(res).userData);
    const hits: ManualSearchHit[] = manualIndexes(store)
      .pages.search(term, { filter: (result) => visible.has(String(result.id)) })
      .slice(0, 20)
      .map((result) => ({
        pageId: String(result.id),
        title: String(result.title),
        excerpt: excerpt(String(result.text), result.terms),
      }));
    res.json(hits);
  });

  router.get(portalApiPaths.manualContent, (req, res) => {
    const page = pageFor(store, res, String(req.query.pageId ?? ''));
    if (!page) return;
    const pageId = String(page.id);
    res.json({
      pageId,
      title: page.title,
      content: page.content,
      attachments: attachmentIds(store, pageId),
      version: page.version,
      updatedAt: page.updatedAt,
    });
  });

  router.get(portalApiPaths.manualAttachments, (req, res) => {
    const page = pageFor(store, res, String(req.query.pageId ?? ''));
    if (page) res.json(attachmentIds(store, String(page.id)));
  });

  router.get(`${portalApiPaths.manualAttachments}/:attachmentId`, async (req, res, next) => {
    const attachment = store.collection('manualAttachments').find((a) => String(a.id) === req.params.attachmentId);
    if (!attachment) return void sendError(res, 404, 'NOT_FOUND', 'Diesen Anhang gibt es nicht.');
    if (!pageFor(store, res, attachment.pageId)) return;
    // Files from the wiki are shown, never run: no sniffing, and a sandbox for SVG or HTML opened directly.
    res.setHeader('X-Content-Type-Options', 'nosniff');
    res.setHeader('Content-Security-Policy', "default-src 'none'; style-src 'unsafe-inline'; sandbox");
    res.setHeader('Cache-Control', 'private, max-age=300');
    let body;
    try {
      body = await attachmentFiles.open(attachment.storedAs);
    } catch (error) {
      return void next(error);
    }
    if (!body) return void sendError(res, 404, 'NOT_FOUND', 'Die Datei des Anhangs fehlt.');
    res.type(attachment.mediaType);
    if ('bytes' in body) return void res.send(body.bytes);
    res.sendFile(body.path, (error) => {
      if (error && !res.headersSent) sendError(res, 404, 'NOT_FOUND', 'Die Datei des Anhangs fehlt.');
    });
  });
  return router;
}
