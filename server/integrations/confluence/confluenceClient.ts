import { z } from 'zod';

const TIMEOUT_MS = 30_000;
const PAGE_LIMIT = 50;

const contentRefSchema = z.object({ id: z.string(), title: z.string() });
export const confluencePageSchema = contentRefSchema.extend({
  version: z.object({ number: z.number().int(), when: z.string() }),
  ancestors: z.array(contentRefSchema),
  body: z.object({ storage: z.object({ value: z.string() }) }),
  extensions: z.object({ position: z.union([z.number(), z.string()]).optional() }).optional(),
});
export type ConfluencePage = z.infer<typeof confluencePageSchema>;

export const confluenceAttachmentSchema = z.object({
  id: z.string(),
  title: z.string(),
  metadata: z.object({ mediaType: z.string().optional() }).optional(),
  extensions: z.object({ mediaType: z.string().optional(), fileSize: z.number().optional() }).optional(),
  _links: z.object({ download: z.string() }),
});
export type ConfluenceAttachment = z.infer<typeof confluenceAttachmentSchema>;

const pagedSchema = z.object({
  results: z.array(z.unknown()),
  _links: z.object({ next: z.string().optional(), base: z.string().optional(), context: z.string().optional() }),
});

/** A Confluence call that failed; `retryable` for network errors, 5xx and 429. */
export class ConfluenceError extends Error {
  constructor(
    message: string,
    readonly retryable: boolean,
  ) {
    super(message);
    this.name = 'ConfluenceError';
  }
}

/**
 * The few calls of Confluence's REST API (Server/Data Center, also Cloud under `/wiki`) the manual sync needs.
 * Lists are followed through `_links.next` until the last page, whatever page size the server chooses.
 */
export class ConfluenceClient {
  constructor(
    private readonly baseUrl: string,
    private readonly token?: string,
  ) {}

  private async request(pathOrUrl: string): Promise<Response> {
    const url = /^https?:/.test(pathOrUrl) ? pathOrUrl : `${this.baseUrl}${pathOrUrl}`;
    let response: Response;
    try {
      response = await fetch(url, {
        headers: { Accept: 'application/json', ...(this.token ? { Authorization: `Bearer ${this.token}` } : {}) },
        signal: AbortSignal.timeout(TIMEOUT_MS),
      });
    } catch (error) {
      throw new ConfluenceError(`Confluence nicht erreichbar (${url}): ${String(error)}`, true);
    }
    if (!response.ok) {
      throw new ConfluenceError(
        `Confluence antwortete ${response.status} für ${url}`,
        response.status >= 500 || response.status === 429,
      );
    }
    return response;
  }

  private async json<T>(path: string, schema: z.ZodType<T>): Promise<T> {
    const body: unknown = await (await this.request(path)).json();
    const parsed = schema.safeParse(body);
    if (!parsed.success) throw new ConfluenceError(`Unerwartete Antwort von Confluence für ${path}`, false);
    return parsed.data;
  }

  private async all<T>(firstPath: string, schema: z.ZodType<T>): Promise<T[]> {
    const items: T[] = [];
    let next: string | undefined = firstPath;
    while (next) {
      const page: z.infer<typeof pagedSchema> = await this.json(next, pagedSchema);
      items.push(...page.results.map((result) => schema.parse(result)));
      // `_links.next` is relative to the base URL including its context path (e.g. `/confluence`).
      next = page._links.next;
      if (next && page._links.context && next.startsWith(page._links.context))
        next = next.slice(page._links.context.length);
    }
    return items;
  }

  /** A page with its storage-format body, version and ancestors. */
  page(id: string): Promise<ConfluencePage> {
    return this.json(
      `/rest/api/content/${encodeURIComponent(id)}?expand=body.storage,version,ancestors`,
      confluencePageSchema,
    );
  }

  /** The ids and titles of a page's children, in Confluence's order. */
  childPages(id: string): Promise<z.infer<typeof contentRefSchema>[]> {
    return this.all(
      `/rest/api/content/${encodeURIComponent(id)}/child/page?start=0&limit=${PAGE_LIMIT}`,
      contentRefSchema,
    );
  }

  attachments(id: string): Promise<ConfluenceAttachment[]> {
    return this.all(
      `/rest/api/content/${encodeURIComponent(id)}/child/attachment?start=0&limit=${PAGE_LIMIT}`,
      confluenceAttachmentSchema,
    );
  }

  async download(attachment: ConfluenceAttachment): Promise<Buffer> {
    return Buffer.from(await (await this.request(attachment._links.download)).arrayBuffer());
  }
}
