import { randomBytes } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import helmet from 'helmet';
import type { Request, RequestHandler, Response } from 'express';
import type { Store } from '../store/store';

/** Where Power BI reports are embedded from, whatever the whitelist says. */
export const POWER_BI_ORIGIN = 'https://app.powerbi.com';

/**
 * A CSP source for a whitelisted-URL pattern (`https://host/*`, `https://*.example.de/*`): the scheme and host,
 * with a leading `*.` kept (CSP allows exactly that wildcard). A pattern CSP cannot express (a `*` elsewhere in
 * the host, no http(s) scheme) yields nothing: such an address is simply not embeddable.
 */
export function frameSourceOf(pattern: string): string | undefined {
  const match = /^(https?):\/\/([^/?#]+)(?:[/?#].*)?$/i.exec(pattern.trim());
  if (!match) return undefined;
  const [, scheme = '', host = ''] = match;
  const wildcard = host.startsWith('*.');
  const rest = wildcard ? host.slice(2) : host;
  if (!/^[a-z0-9-]+(\.[a-z0-9-]+)*(:\d{1,5})?$/i.test(rest)) return undefined;
  return `${scheme.toLowerCase()}://${wildcard ? '*.' : ''}${rest.toLowerCase()}`;
}

/** The frame sources of the whitelist, recomputed only when the store's data moves on. */
export function whitelistFrameSources(store: Store): () => string[] {
  let cached: { version: number; sources: string[] } | undefined;
  return () => {
    const version = store.collectionVersion('whitelistedUrls');
    if (cached?.version !== version) {
      const sources = store
        .collection('whitelistedUrls')
        .map((entry) => frameSourceOf(entry.pattern))
        .filter((source): source is string => source !== undefined && source !== POWER_BI_ORIGIN);
      cached = { version, sources: [...new Set(sources)].sort() };
    }
    return cached.sources;
  };
}

/** A script nonce for this response (only pages served by Vite in development carry one). */
export const scriptNonceOf = (res: Response | ServerResponse): string | undefined =>
  (res as Response).locals?.cspNonce as string | undefined;

export interface PolicyOptions {
  /** Extra frame sources (the whitelisted iframe origins), asked for on every response. */
  frameSources: () => string[];
  /** Served over https: ask the browser to upgrade every http subresource. */
  https: boolean;
  /** Vite's development pages carry an inline module script (the React refresh preamble): allow it by nonce. */
  scriptNonces?: boolean;
}

/**
 * The Content-Security-Policy of every response. Scripts only from this origin (no inline script, no eval, no
 * event-handler attributes); inline styles are allowed because MUI/emotion inject them at run time. Frames: the
 * Power BI service and the whitelisted iframe origins; nobody else may frame the portal.
 */
function policyDirectives(options: PolicyOptions, frameSources: readonly string[]) {
  const nonce = (_req: IncomingMessage, res: ServerResponse) => {
    const value = scriptNonceOf(res);
    return value ? `'nonce-${value}'` : '';
  };
  return {
    defaultSrc: ["'self'"],
    scriptSrc: options.scriptNonces ? ["'self'", nonce] : ["'self'"],
    scriptSrcAttr: ["'none'"],
    styleSrc: ["'self'", "'unsafe-inline'"],
    imgSrc: ["'self'", 'data:', 'blob:'],
    fontSrc: ["'self'", 'data:'],
    connectSrc: ["'self'"],
    mediaSrc: ["'self'", 'blob:'],
    workerSrc: ["'self'", 'blob:'],
    frameSrc: ["'self'", POWER_BI_ORIGIN, ...frameSources],
    frameAncestors: ["'self'"],
    objectSrc: ["'none'"],
    baseUri: ["'self'"],
    formAction: ["'self'"],
    upgradeInsecureRequests: options.https ? [] : null,
  };
}

type Headers = readonly (readonly [string, string])[];

/**
 * What a helmet middleware does to a response that carries nothing per request: it only sets and removes headers,
 * so it runs once against a recorder and each response gets the recorded headers in one pass instead of helmet's
 * dozen middlewares.
 */
function recordHeaders(handler: RequestHandler): { set: Headers; removed: readonly string[] } {
  const set: [string, string][] = [];
  const removed: string[] = [];
  const recorder = {
    locals: {},
    setHeader: (name: string, value: unknown) => void set.push([name, String(value)]),
    removeHeader: (name: string) => void removed.push(name),
  };
  handler({} as Request, recorder as unknown as Response, () => undefined);
  return { set, removed };
}

/** helmet's options for our policy with these frame sources. */
export const helmetOptions = (options: PolicyOptions, frameSources: readonly string[]) => ({
  contentSecurityPolicy: { useDefaults: false, directives: policyDirectives(options, frameSources) },
  // Power BI's iframe does not send Cross-Origin-Resource-Policy headers.
  crossOriginEmbedderPolicy: false,
  xFrameOptions: { action: 'sameorigin' as const },
});

/**
 * helmet with our policy: CSP, no X-Powered-By, nosniff, frame options, referrer policy, HSTS (browsers only heed
 * it over https), cross-origin opener/resource policies.
 */
export function securityHeaders(options: PolicyOptions): RequestHandler {
  // One helmet (it renders and checks the policy) and its recorded headers per list of frame sources.
  let built:
    { frameSources: readonly string[]; helmet: RequestHandler; headers?: ReturnType<typeof recordHeaders> } | undefined;
  const current = () => {
    const frameSources = options.frameSources();
    if (built?.frameSources !== frameSources) {
      built = { frameSources, helmet: helmet(helmetOptions(options, frameSources)) };
    }
    return built;
  };
  if (options.scriptNonces) {
    // Development pages: the policy carries this response's nonce, so helmet renders it per response.
    return (req, res, next) => {
      res.locals.cspNonce = randomBytes(16).toString('base64');
      current().helmet(req, res, next);
    };
  }
  return (_req, res, next) => {
    const policy = current();
    policy.headers ??= recordHeaders(policy.helmet);
    for (const [name, value] of policy.headers.set) res.setHeader(name, value);
    for (const name of policy.headers.removed) res.removeHeader(name);
    next();
  };
}

export const withScriptNonce = (html: string, nonce: string | undefined): string =>
  nonce ? html.replace(/<script(?=[\s>])/gi, `<script nonce="${nonce}"`) : html;
