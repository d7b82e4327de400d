import { createHash } from 'node:crypto';
import { extname } from 'node:path';
import { API_BASE } from '@shared/api/paths';
import { fileNameOfId } from '../../security/safePath';
import { portalApiPaths } from '@shared/portalApi';
import { isoDateTimeSchema } from '@shared/schemas/common';
import type { CollectionRecord } from '@shared/schemas';
import { storageToHtml } from '../../integrations/confluence/storageToHtml';
import type { Store } from '../../store/store';
import type { AttachmentFiles } from './attachmentFiles';
import type { CrawledPage } from './crawlSpace';
import { keepAdminParents } from './keepAdminParents';

type Page = CollectionRecord<'manualPages'>;
type Attachment = CollectionRecord<'manualAttachments'>;

export const attachmentUrl = (id: string) => `${API_BASE}${portalApiPaths.manualAttachments}/${encodeURIComponent(id)}`;

const isoDate = (when: string) => (isoDateTimeSchema.safeParse(when).success ? when : new Date(when).toISOString());

/** Confluence file names may hold anything; the stored name is derived from id and content only. */
function storedName(id: string, fileName: string, data: Buffer): string {
  const hash = createHash('sha256').update(data).digest('hex').slice(0, 12);
  const extension = extname(fileName)
    .toLowerCase()
    .replace(/[^.a-z0-9]/g, '');
  return fileNameOfId(`${id}-${hash}`, extension.slice(1) || 'bin');
}

/**
 * Turns a completely read space into the manual: converts every page, writes the attachment files under
 * content-derived names (so files of the current manual are never overwritten), then swaps pages and
 * attachments in. Each step leaves the data consistent: first the links to vanished pages go, then the pages
 * are replaced in one step, then the attachments. Kept from the current manual: what the Handbuch admin set
 * (hidden flag, position and a parent chosen in the back office of a page that already exists). Once the swap
 * is persisted, unused attachment files are removed.
 */
export async function applySync(
  store: Store,
  files: AttachmentFiles,
  crawled: CrawledPage[],
  confluenceBaseUrl?: string,
): Promise<{ pages: number; attachments: number }> {
  const pageIdByTitle = new Map(crawled.map(({ page }) => [page.title, page.id]));
  const current = new Map(store.collection('manualPages').map((page) => [String(page.id), page]));
  const parents = keepAdminParents(new Map(crawled.map(({ page, parentId }) => [page.id, parentId])), current);
  const attachments: Attachment[] = [];
  const written: Promise<void>[] = [];
  const pages: Page[] = crawled.map(({ page, parentId, position, attachments: pageFiles }) => {
    const urlByFile = new Map<string, string>();
    for (const { attachment, data } of pageFiles) {
      const name = storedName(attachment.id, attachment.title, data);
      written.push(files.put(name, data));
      urlByFile.set(attachment.title, attachmentUrl(attachment.id));
      attachments.push({
        id: attachment.id,
        pageId: page.id,
        fileName: attachment.title,
        mediaType: attachment.extensions?.mediaType ?? attachment.metadata?.mediaType ?? 'application/octet-stream',
        size: data.length,
        storedAs: name,
      });
    }
    const before = current.get(page.id);
    const chosenParent = parents.get(page.id);
    return {
      id: page.id,
      title: page.title,
      ...(chosenParent ? { parentId: chosenParent } : {}),
      confluenceParentId: parentId ?? null,
      position: before?.position ?? position,
      hidden: before?.hidden ?? false,
      content: storageToHtml(page.body.storage.value, {
        pageIdByTitle,
        attachmentUrl: (fileName) => urlByFile.get(fileName),
        confluenceBaseUrl,
      }),
      version: Math.max(1, page.version.number),
      updatedAt: isoDate(page.version.when),
    };
  });

  await Promise.all(written);
  const kept = new Set(pages.map((page) => String(page.id)));
  const stays = (record: { pageId: string }) => kept.has(record.pageId);
  store.change('docsOrgRoles', (records) => records.filter(stays));
  store.change('docsReports', (records) => records.filter(stays));
  store.change('manualAttachments', (records) => records.filter(stays));
  store.change('manualPages', () => pages);
  store.change('manualAttachments', () => attachments);

  await store.durable();
  await files.keepOnly(attachments.map((attachment) => attachment.storedAs));
  return { pages: pages.length, attachments: attachments.length };
}
