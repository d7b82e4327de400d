import type { Request, RequestHandler } from 'express';

/** An error the app's error handler answers like body-parser's (`type`, `status`, `expose`). */
class BodyError extends Error {
  readonly expose = true;
  constructor(
    readonly status: number,
    readonly type: string,
    message: string,
  ) {
    super(message);
  }
}

/** The error type of every body jsonBody refuses as unsupported (another media type, charset or encoding): 415. */
export const UNSUPPORTED_BODY = 'body.unsupported';

const mediaTypeOf = (header: string) => header.split(';', 1)[0]!.trim().toLowerCase();
const isJsonType = (type: string) =>
  type === 'application/json' || (type.startsWith('application/') && type.endsWith('+json'));
const charsetOf = (header: string) => /;\s*charset\s*=\s*"?([^";\s]*)/i.exec(header)?.[1]?.toLowerCase();

const parseJson = (text: string): unknown => {
  if (text.trim() === '') return {};
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return new BodyError(400, 'entity.parse.failed', 'Der Inhalt ist kein gültiges JSON.');
  }
};

const hasBody = (req: Request) =>
  req.headers['transfer-encoding'] !== undefined || Number(req.headers['content-length'] ?? 0) > 0;

/**
 * The JSON body of a data API call, as express.json() would read it (JSON media types, UTF-8, at most `limit`
 * bytes; no body is `{}`), without body-parser's stream machinery: at a few thousand creates a second, reading a
 * small body through raw-body and its checks was an eighth of each create. A body of another type, or compressed,
 * is refused (415). The body counts as read (`_body`, body-parser's mark), so json-server's own parsers, which
 * would also take form bodies, leave it alone: what reaches json-server is only what was validated.
 */
export function jsonBody(limit: number): RequestHandler {
  return (req, _res, next) => {
    (req as Request & { _body?: boolean })._body = true;
    const header = req.headers['content-type'];
    if (header === undefined || !isJsonType(mediaTypeOf(header))) {
      req.body = {};
      if (hasBody(req)) next(new BodyError(415, UNSUPPORTED_BODY, 'Der Inhalt muss JSON sein.'));
      else next();
      return;
    }
    const charset = charsetOf(header);
    if (charset !== undefined && charset !== 'utf-8' && charset !== 'utf8') {
      next(new BodyError(415, UNSUPPORTED_BODY, `Zeichensatz ${charset} wird nicht unterstützt.`));
      return;
    }
    const encoding = req.headers['content-encoding'];
    if (encoding !== undefined && encoding.toLowerCase() !== 'identity') {
      next(new BodyError(415, UNSUPPORTED_BODY, `Kodierung ${encoding} wird nicht unterstützt.`));
      return;
    }
    if (Number(req.headers['content-length'] ?? 0) > limit) {
      next(new BodyError(413, 'entity.too.large', 'Der Inhalt ist zu groß.'));
      req.resume();
      return;
    }
    const chunks: Buffer[] = [];
    let size = 0;
    let refused = false;
    req
      .on('data', (chunk: Buffer) => {
        if (refused) return;
        size += chunk.length;
        if (size <= limit) {
          chunks.push(chunk);
          return;
        }
        refused = true;
        chunks.length = 0;
        next(new BodyError(413, 'entity.too.large', 'Der Inhalt ist zu groß.'));
      })
      .on('end', () => {
        if (refused) return;
        const parsed = parseJson((chunks.length === 1 ? chunks[0]! : Buffer.concat(chunks)).toString('utf8'));
        if (parsed instanceof BodyError) {
          next(parsed);
          return;
        }
        req.body = parsed;
        next();
      });
  };
}
