import { adminTexts } from '@shared/texts';
import {
  ConfluenceError,
  type ConfluenceAttachment,
  type ConfluenceClient,
  type ConfluencePage,
} from '../../integrations/confluence/confluenceClient';
import { logger } from '../../logging/logger';

export interface CrawledPage {
  page: ConfluencePage;
  parentId?: string;
  position: number;
  attachments: { attachment: ConfluenceAttachment; data: Buffer }[];
}

export interface RetryPolicy {
  attempts: number;
  /** Wait before attempt n+1 is n times this. */
  delayMs: number;
}

/** A page that could not be read even after retrying; the run stops without changing the manual. */
export class PageFailedError extends Error {
  constructor(
    readonly pageId: string,
    message: string,
  ) {
    super(message);
    this.name = 'PageFailedError';
  }
}

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function withRetry<T>(pageId: string, policy: RetryPolicy, read: () => Promise<T>): Promise<T> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await read();
    } catch (error) {
      const retryable = !(error instanceof ConfluenceError) || error.retryable;
      if (!retryable || attempt >= policy.attempts) {
        const reason = error instanceof Error ? error.message : String(error);
        throw new PageFailedError(pageId, adminTexts.confluenceSync.pageFailed(pageId, attempt, reason));
      }
      logger.warn({ err: error }, `Confluence-Seite ${pageId}: Versuch ${attempt} fehlgeschlagen, neuer Versuch.`);
      await wait(policy.delayMs * attempt);
    }
  }
}

/** Reads the space from the root page down (breadth first): each page, its children and attachments. */
export async function crawlSpace(
  client: ConfluenceClient,
  rootId: string,
  policy: RetryPolicy,
): Promise<CrawledPage[]> {
  const crawled: CrawledPage[] = [];
  const seen = new Set<string>();
  let level: { id: string; parentId?: string; position: number }[] = [{ id: rootId, position: 0 }];
  while (level.length > 0) {
    const next: typeof level = [];
    for (const { id, parentId, position } of level) {
      if (seen.has(id)) continue;
      seen.add(id);
      const [page, children, attachments] = await withRetry(id, policy, async () => {
        const [read, childList, attachmentList] = await Promise.all([
          client.page(id),
          client.childPages(id),
          client.attachments(id),
        ]);
        const files = await Promise.all(
          attachmentList.map(async (attachment) => ({ attachment, data: await client.download(attachment) })),
        );
        return [read, childList, files] as const;
      });
      crawled.push({ page, parentId, position, attachments });
      children.forEach((child, index) => next.push({ id: child.id, parentId: id, position: index }));
    }
    level = next;
  }
  return crawled;
}
