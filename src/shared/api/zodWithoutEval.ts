/**
 * zod compiles object schemas with `new Function` and probes whether it may; the Content-Security-Policy forbids
 * eval, so the probe alone is reported as a violation (Chromium's issues, Lighthouse best practices). In the
 * browser zod therefore interprets its schemas. Set through the global config zod reads when it loads, so this
 * module does not import zod (the portal loads zod lazily); import it first in each browser entry.
 */
declare global {
  var __zod_globalConfig: { jitless?: boolean } | undefined;
}

// In place: a zod already evaluated (bundled ahead of this module) holds on to that very object.
(globalThis.__zod_globalConfig ??= {}).jitless = true;

export {};
