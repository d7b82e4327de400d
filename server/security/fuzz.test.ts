import { basename } from 'node:path';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AI_BASE, API_BASE, DATA_BASE } from '@shared/api/paths';
import { ssoPaths } from '@shared/auth/ssoPaths';
import { aiApiPaths, portalApiPaths } from '@shared/portalApi';
import { adminApiPaths } from '@shared/routes';
import { collectionNames, collectionSchemas, type CollectionName } from '@shared/schemas';
import { readConfig } from '../config';
import { databaseIn, durableFiles, sameFiles, type DurableFiles } from '../testing/durableDatabase';
import { startTestServer, type TestServer } from '../testing/testServer';

/**
 * Property-based tests: arbitrary JSON, wrong types, huge strings, prototype-pollution keys and malformed query
 * strings at every write endpoint and query parameter. Every answer is below 500; a refusal (4xx) names its
 * reason and leaves db.json byte for byte as it was. Runs are kept few so the file stays well under a minute.
 */
const RUNS = 20;
const TIMEOUT = 60_000;
const USER = 'max.muster';
const ADMIN = 'anna.admin';
/** Signed out by the last test. */
const LOGOUT_USER = 'hanna.handbuch';
/** The longest delay Node's timers accept. */
const MAX_TIMER_MS = 2 ** 31 - 1;

let server: TestServer;
beforeAll(async () => {
  // The GA worker's own ticks would write gaQueues between a request and the check that it changed nothing.
  const ga = { ...readConfig({}).ga, intervalMs: MAX_TIMER_MS };
  server = await startTestServer({ rateLimitScale: 0, ga });
  // Signed in before the deletes below can remove an account.
  await Promise.all([USER, ADMIN, LOGOUT_USER].map((username) => server.authAs(username)));
});
afterAll(() => server.close());

/**
 * The durable state, which a refused request must leave as it was: its files byte for byte (cheap), and where they
 * differ (a compaction folds the journal into db.json without changing the data) the data they hold.
 */
const durableNow = () => durableFiles(server.dbFile);
const dbTextIn = (files: DurableFiles) => `${JSON.stringify(databaseIn(files, basename(server.dbFile)), null, 2)}\n`;

async function send(username: string, method: string, path: string, body?: BodyInit, type = 'application/json') {
  const headers: Record<string, string> = { ...(await server.authAs(username)) };
  if (body !== undefined && type) headers['content-type'] = type;
  return fetch(`${server.url}${path}`, { method, headers, body });
}

/** Names of the collections whose records differ, so a failure says what was written. */
function changedCollections(before: string, after: string): string {
  const was = JSON.parse(before) as Record<string, unknown>;
  const is = JSON.parse(after) as Record<string, unknown>;
  const names = Object.keys({ ...was, ...is }).filter((name) => JSON.stringify(was[name]) !== JSON.stringify(is[name]));
  return names.length > 0 ? names.join(', ') : 'only the layout of db.json';
}

/** The answer is no server error; a refusal says why and changed nothing on disk. */
async function expectSafe(response: Response, before: DurableFiles, path: string): Promise<void> {
  const text = await response.text();
  expect(response.status, `${path} → ${response.status} ${text.slice(0, 300)}`).toBeLessThan(500);
  if (response.status >= 400) {
    if (response.status !== 431) {
      const body = JSON.parse(text) as { code?: unknown; message?: unknown };
      expect(typeof body.code, text).toBe('string');
      expect(typeof body.message, text).toBe('string');
    }
    const after = durableNow();
    if (sameFiles(before, after)) return;
    const [textBefore, textAfter] = [dbTextIn(before), dbTextIn(after)];
    expect(
      textAfter === textBefore,
      `${path} changed ${changedCollections(textBefore, textAfter)} though it answered ${response.status}`,
    ).toBe(true);
  }
}

const pollutionKeys = ['__proto__', 'constructor', 'prototype'] as const;
const nastyStrings = [
  '',
  ' ',
  '%',
  '%E0%A4%A',
  '%00',
  '[',
  ']',
  '[]',
  '{"a":',
  '-1',
  '0',
  '1e309',
  'NaN',
  'null',
  'true',
  '9'.repeat(400),
  '__proto__',
  '../../../etc/passwd',
  '<script>alert(1)</script>',
  "' OR 1=1 --",
  '(.*){1,32000}',
  '\u0000',
];

/** Any JSON value, with wrong types for the fields the endpoint knows and pollution keys mixed in. */
function jsonBody(fields: readonly string[]): fc.Arbitrary<string> {
  const anyValue = fc.oneof(fc.jsonValue({ maxDepth: 2 }), fc.constantFrom(...nastyStrings));
  const typedWrong = fc
    .dictionary(fc.constantFrom(...fields, ...pollutionKeys, 'id', 'accountId'), anyValue, { maxKeys: 6 })
    .map((record) => JSON.stringify(record));
  const polluted = fc
    .tuple(fc.constantFrom(...pollutionKeys), fc.jsonValue({ maxDepth: 1 }))
    .map(([key, value]) => `{"${key}":{"polluted":true,"prototype":{"polluted":true}},"x":${JSON.stringify(value)}}`);
  const huge = fc.constantFrom(50_000, 600_000, 2_500_000).map((size) => JSON.stringify({ value: 'x'.repeat(size) }));
  const malformed = fc.oneof(fc.string({ maxLength: 40 }), fc.constantFrom('{', '{"a":1,}', '[1,2', '"text"', '42'));
  return fc.oneof(
    { arbitrary: typedWrong, weight: 4 },
    { arbitrary: fc.jsonValue({ maxDepth: 3 }).map((value) => JSON.stringify(value)), weight: 2 },
    { arbitrary: polluted, weight: 2 },
    { arbitrary: malformed, weight: 2 },
    { arbitrary: huge, weight: 1 },
  );
}

/** A raw query string: known and unknown keys, bracket syntax, pollution keys, malformed escapes, long values. */
function queryString(params: readonly string[]): fc.Arbitrary<string> {
  const key = fc.oneof(
    fc.constantFrom(...params, ...pollutionKeys, 'a[__proto__][polluted]', 'constructor[prototype][polluted]'),
    fc.constantFrom(...params).map((param) => `${param}[]`),
    fc.constantFrom(...params).map((param) => `${param}[x]`),
    fc.string({ maxLength: 8 }).map(encodeURIComponent),
  );
  const value = fc.oneof(
    fc.constantFrom(...nastyStrings.map((s) => (s.includes('%') ? s : encodeURIComponent(s)))),
    fc.string({ maxLength: 30 }).map(encodeURIComponent),
    fc.integer().map(String),
    fc.constant('x'.repeat(3000)),
  );
  return fc.array(fc.tuple(key, value), { maxLength: 6 }).map((pairs) => pairs.map(([k, v]) => `${k}=${v}`).join('&'));
}

const pathSegment = fc.oneof(
  fc.constantFrom(...nastyStrings.filter((s) => s !== '' && s !== '%').map(encodeURIComponent), '1', '999999'),
  fc.string({ minLength: 1, maxLength: 30 }).map(encodeURIComponent),
);

const fieldsOf = (collection: CollectionName): string[] =>
  Object.keys((collectionSchemas[collection] as unknown as { shape: Record<string, unknown> }).shape);

describe('write endpoints with JSON bodies', () => {
  const endpoints: { name: string; user: string; method: string; path: fc.Arbitrary<string>; fields: string[] }[] = [
    {
      name: 'PUT preferences',
      user: USER,
      method: 'PUT',
      path: fc
        .oneof(fc.constantFrom('theme', 'gridColumns'), pathSegment)
        .map((key) => `${API_BASE}${portalApiPaths.preferences}/${key}`),
      fields: ['value'],
    },
    {
      name: 'PUT favourite order',
      user: USER,
      method: 'PUT',
      path: fc.constant(`${API_BASE}${portalApiPaths.favoriteModuleOrder}`),
      fields: ['moduleIds'],
    },
    {
      name: 'POST tracking',
      user: USER,
      method: 'POST',
      path: fc.constant(`${API_BASE}${portalApiPaths.track}`),
      fields: ['eventId', 'moduleId', 'reportId', 'eventType', 'timestamp'],
    },
    {
      name: 'POST AI chat',
      user: USER,
      method: 'POST',
      path: fc.constant(`${AI_BASE}${aiApiPaths.chat}`),
      fields: ['message', 'threadId'],
    },
    {
      name: 'POST AI feedback',
      user: USER,
      method: 'POST',
      path: fc.constant(`${AI_BASE}${aiApiPaths.feedback}`),
      fields: ['threadId', 'question', 'helpful'],
    },
    {
      name: 'POST mass permissions',
      user: ADMIN,
      method: 'POST',
      path: fc.constant(`${API_BASE}${adminApiPaths.massPermissions}`),
      fields: ['action', 'accountIds', 'moduleIds', 'groupIds', 'orgIds', 'preview'],
    },
  ];
  it.each(endpoints)(
    '$name answers every body below 500 and changes nothing when it refuses',
    async ({ user, method, path, fields }) => {
      await fc.assert(
        fc.asyncProperty(path, jsonBody(fields), async (target, body) => {
          const before = durableNow();
          await expectSafe(await send(user, method, target, body), before, target);
        }),
        { numRuns: RUNS },
      );
    },
    TIMEOUT,
  );

  it(
    'the data API refuses malformed records of every collection without touching db.json',
    async () => {
      const target = fc.constantFrom(...collectionNames).chain((collection) =>
        fc.record({
          collection: fc.constant(collection),
          method: fc.constantFrom('POST', 'PUT', 'PATCH'),
          id: fc.oneof(fc.constant(String(server.store.collection(collection)[0]?.id ?? 1)), pathSegment),
          body: jsonBody(fieldsOf(collection)),
        }),
      );
      await fc.assert(
        fc.asyncProperty(target, async ({ collection, method, id, body }) => {
          const before = durableNow();
          const path = method === 'POST' ? `${DATA_BASE}/${collection}` : `${DATA_BASE}/${collection}/${id}`;
          await expectSafe(await send(ADMIN, method, path, body), before, `${method} ${path}`);
        }),
        { numRuns: 8 * RUNS },
      );
    },
    TIMEOUT,
  );
});

describe('endpoints driven by the path and the query', () => {
  const endpoints: { name: string; user: string; method: string; path: fc.Arbitrary<string> }[] = [
    {
      name: 'POST close notification',
      user: USER,
      method: 'POST',
      path: queryString(['notificationId']).map((q) => `${API_BASE}${portalApiPaths.closeNotification}?${q}`),
    },
    ...['POST', 'DELETE'].map((method) => ({
      name: `${method} favourite report`,
      user: USER,
      method,
      path: queryString(['moduleId', 'reportId']).map((q) => `${API_BASE}${portalApiPaths.favoriteReport}?${q}`),
    })),
    ...['POST', 'DELETE'].map((method) => ({
      name: `${method} favourite module`,
      user: USER,
      method,
      path: pathSegment.map((id) => `${API_BASE}/module/${id}/favorite`),
    })),
    {
      name: 'POST close module',
      user: USER,
      method: 'POST',
      path: queryString(['moduleId']).map((q) => `${API_BASE}${portalApiPaths.closeModule}?${q}`),
    },
    {
      name: 'DELETE preference',
      user: USER,
      method: 'DELETE',
      path: pathSegment.map((key) => `${API_BASE}${portalApiPaths.preferences}/${key}`),
    },
    {
      name: 'POST support retry',
      user: ADMIN,
      method: 'POST',
      path: pathSegment.map((id) => `${API_BASE}${adminApiPaths.supportRequests}/${id}/retry`),
    },
    ...(
      [
        ['GA queue', adminApiPaths.gaQueue],
        ['export job', adminApiPaths.pbiExportJobs],
      ] as const
    ).map(([name, base]) => ({
      name: `POST ${name} retry`,
      user: ADMIN,
      method: 'POST',
      path: pathSegment.map((id) => `${API_BASE}${base}/${id}/retry`),
    })),
    {
      name: 'POST PBI sync page',
      user: ADMIN,
      method: 'POST',
      path: queryString(['page']).map((q) => `${API_BASE}${adminApiPaths.pbiSync}?${q}`),
    },
    {
      name: 'GET report usage',
      user: ADMIN,
      method: 'GET',
      path: queryString(['from', 'to', 'reportId']).map((q) => `${API_BASE}${adminApiPaths.reportUsage}?${q}`),
    },
    {
      name: 'GET export file',
      user: USER,
      method: 'GET',
      path: pathSegment.map((id) => `${API_BASE}${portalApiPaths.exportFile(decodeURIComponent(id))}`),
    },
    {
      name: 'DELETE data record',
      user: ADMIN,
      method: 'DELETE',
      path: fc
        .tuple(fc.oneof(fc.constantFrom(...collectionNames), pathSegment), pathSegment)
        .map(([collection, id]) => `${DATA_BASE}/${collection}/${id}`),
    },
  ];
  it.each(endpoints)(
    '$name answers every path and query below 500',
    async ({ user, method, path }) => {
      await fc.assert(
        fc.asyncProperty(path, async (target) => {
          const before = durableNow();
          await expectSafe(await send(user, method, target), before, `${method} ${target}`);
        }),
        { numRuns: RUNS },
      );
    },
    TIMEOUT,
  );

  it(
    'the media upload takes the type from the bytes and refuses anything else',
    async () => {
      const upload = fc.record({
        query: queryString(['fileName']),
        bytes: fc.uint8Array({ maxLength: 2000 }),
      });
      await fc.assert(
        fc.asyncProperty(upload, async ({ query, bytes }) => {
          const before = durableNow();
          const path = `${API_BASE}${adminApiPaths.mediaUpload}?${query}`;
          const response = await send(ADMIN, 'POST', path, Buffer.from(bytes), 'application/octet-stream');
          await expectSafe(response, before, path);
        }),
        { numRuns: RUNS },
      );
    },
    TIMEOUT,
  );

  it(
    'the support form refuses wrong fields, types and pollution keys',
    async () => {
      const fields = ['supportReason', 'reportName', 'supportEmail', 'requestMessage', 'contactType', 'phoneNumber'];
      const form = fc.dictionary(
        fc.constantFrom(...fields, 'jiraChildId', 'moduleId', ...pollutionKeys),
        fc.oneof(fc.string({ maxLength: 40 }), fc.constantFrom(...nastyStrings), fc.constant('x'.repeat(70_000))),
        { maxKeys: 8 },
      );
      await fc.assert(
        fc.asyncProperty(form, async (values) => {
          const before = durableNow();
          const body = new FormData();
          for (const [key, value] of Object.entries(values)) body.append(key, value);
          const path = `${API_BASE}${portalApiPaths.sendSupportRequest}`;
          const response = await send(USER, 'POST', path, body, '');
          await expectSafe(response, before, path);
        }),
        { numRuns: RUNS },
      );
    },
    TIMEOUT,
  );
});

describe('query parameters of every read', () => {
  const reads: { name: string; user: string; path: string; params: string[] }[] = [
    {
      name: 'modules',
      user: USER,
      path: portalApiPaths.modules,
      params: ['page', 'size', 'category', 'userGroup', 'favorite'],
    },
    { name: 'report info', user: USER, path: portalApiPaths.reportInfo, params: ['moduleId', 'reportId'] },
    { name: 'short link', user: USER, path: portalApiPaths.reportShortLink, params: ['reportViewLongId'] },
    {
      name: 'filter definitions',
      user: USER,
      path: portalApiPaths.filterDefinitions,
      params: ['moduleId', 'reportId', 'pbiAccountId'],
    },
    {
      name: 'report embed',
      user: USER,
      path: portalApiPaths.reportEmbed,
      params: ['moduleId', 'reportId', 'pbiAccountId'],
    },
    { name: 'contact info', user: USER, path: portalApiPaths.contactInfo, params: ['reportName', 'autoRoleProfile'] },
    { name: 'manual content', user: USER, path: portalApiPaths.manualContent, params: ['pageId'] },
    { name: 'manual search', user: USER, path: portalApiPaths.manualSearch, params: ['searchTerms'] },
    { name: 'manual attachments', user: USER, path: portalApiPaths.manualAttachments, params: ['pageId'] },
    { name: 'token refresh', user: USER, path: ssoPaths.refresh, params: ['refreshToken'] },
    { name: 'token exchange', user: USER, path: ssoPaths.token, params: ['code', 'state', 'iss'] },
    { name: 'notifications', user: USER, path: portalApiPaths.notifications, params: ['page', 'size'] },
    { name: 'data list', user: ADMIN, path: '/data/zbvAccounts', params: ['sort', 'range', 'filter'] },
    { name: 'data list (modules)', user: ADMIN, path: '/data/modules', params: ['sort', 'range', 'filter'] },
  ];
  it.each(reads)(
    '$name answers every query below 500',
    async ({ user, path, params }) => {
      await fc.assert(
        fc.asyncProperty(queryString(params), async (query) => {
          const target = `${API_BASE}${path}?${query}`;
          const before = durableNow();
          await expectSafe(await send(user, 'GET', target), before, target);
        }),
        { numRuns: RUNS },
      );
    },
    TIMEOUT,
  );

  it(
    'path parameters of reads answer below 500',
    async () => {
      const target = fc.oneof(
        pathSegment.map((name) => `${API_BASE}${portalApiPaths.mediaPrefix}${name}`),
        pathSegment.map((id) => `${API_BASE}${portalApiPaths.manualAttachments}/${id}`),
        pathSegment.map((rest) => `${API_BASE}${adminApiPaths.lookupCheck}/modules/${rest}`),
        fc
          .tuple(fc.oneof(fc.constantFrom(...collectionNames), pathSegment), pathSegment)
          .map(([collection, id]) => `${DATA_BASE}/${collection}/${id}`),
      );
      await fc.assert(
        fc.asyncProperty(target, fc.constantFrom(USER, ADMIN), async (path, user) => {
          const before = durableNow();
          await expectSafe(await send(user, 'GET', path), before, path);
        }),
        { numRuns: 3 * RUNS },
      );
    },
    TIMEOUT,
  );
});

it('no request polluted the prototypes of the server process', () => {
  const probe: Record<string, unknown> = {};
  expect(probe.polluted).toBeUndefined();
  expect(Object.keys(Object.prototype)).toEqual([]);
  expect((Object as unknown as { polluted?: unknown }).polluted).toBeUndefined();
});

it(
  'logout refuses malformed bodies (run last: a well-formed one ends the session)',
  async () => {
    const path = `${API_BASE}${ssoPaths.logout}`;
    await fc.assert(
      fc.asyncProperty(jsonBody(['refreshToken', 'idToken']), async (body) => {
        const before = durableNow();
        await expectSafe(await send(LOGOUT_USER, 'POST', path, body), before, path);
      }),
      { numRuns: RUNS },
    );
  },
  TIMEOUT,
);
