// @vitest-environment jsdom
import type { MockInstance } from 'vitest';
import { storageKeys } from '../auth/storageKeys';
import {
  addTransportErrorListener,
  apiDelete,
  apiGet,
  apiGetText,
  apiPost,
  apiPostForm,
  apiPostJson,
  apiPostRaw,
  apiPostText,
  apiPut,
  apiPutJson,
  resolveApiUrl,
  UNAVAILABLE_RETRIES,
} from './httpClient';
import { TransportError } from './transportError';

const fetchMock = vi.fn<typeof fetch>();
let errorLog: MockInstance<typeof console.error>;

const jsonResponse = (body: unknown, status = 200): Response =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

function lastRequest(): { url: string; init: RequestInit; headers: Record<string, string> } {
  const call = fetchMock.mock.lastCall;
  if (!call) throw new Error('fetch was not called');
  const [url, init = {}] = call;
  return { url: String(url), init, headers: (init.headers ?? {}) as Record<string, string> };
}

async function failure(promise: Promise<unknown>): Promise<TransportError> {
  const error: unknown = await promise.then(
    () => undefined,
    (reason: unknown) => reason,
  );
  if (!(error instanceof TransportError)) throw new Error(`expected a TransportError, got ${String(error)}`);
  return error;
}

beforeEach(() => {
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
  errorLog = vi.spyOn(console, 'error').mockImplementation(() => undefined);
  localStorage.clear();
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('resolveApiUrl', () => {
  it.each([
    ['/pages/1', '/backend/pages/1'],
    ['pages/1', '/backend/pages/1'],
    ['/backend/pages/1', '/backend/pages/1'],
    ['/backendX/pages', '/backend/backendX/pages'],
    ['/ai/chat', '/ai/chat'],
    ['https://example.org/x', 'https://example.org/x'],
    ['http://example.org/x', 'http://example.org/x'],
  ])('%s → %s', (path, url) => {
    expect(resolveApiUrl(path)).toBe(url);
  });
});

describe('headers', () => {
  it('sends the bearer token from local storage and Accept JSON', async () => {
    localStorage.setItem(storageKeys.accessToken, 'abc.def');
    fetchMock.mockResolvedValue(jsonResponse({}));
    await apiGet('/x');
    expect(lastRequest().headers).toEqual({ Accept: 'application/json', Authorization: 'Bearer abc.def' });
  });

  it('asks the browser to keep a request alive past the page only when told', async () => {
    fetchMock.mockResolvedValue(new Response(null, { status: 204 }));
    await apiPost('/x', [1], { keepalive: true });
    expect(lastRequest().init.keepalive).toBe(true);
    await apiPost('/x', [1]);
    expect(lastRequest().init.keepalive).toBeUndefined();
  });

  it('omits Authorization when there is no token', async () => {
    fetchMock.mockResolvedValue(jsonResponse({}));
    await apiGet('/x');
    expect(lastRequest().headers).toEqual({ Accept: 'application/json' });
  });
});

describe('success range', () => {
  it.each([200, 204, 299])('%i succeeds', async (status) => {
    fetchMock.mockResolvedValue(new Response(status === 204 ? null : '', { status }));
    await expect(apiPost('/x')).resolves.toBeUndefined();
  });

  it.each([300, 400, 401, 403, 404, 500])('%i raises a TransportError', async (status) => {
    fetchMock.mockResolvedValue(jsonResponse({ code: 'E1' }, status));
    const error = await failure(apiPost('/x'));
    expect(error.status).toBe(status);
    expect(error.message).toBe(`${status}:::E1`);
  });
});

describe('transport errors', () => {
  it('puts the code of the JSON body into the message and logs the body', async () => {
    const body = { code: 'PAGE_MISSING', detail: 'gone' };
    fetchMock.mockResolvedValue(jsonResponse(body, 404));
    const error = await failure(apiGet('/pages/9'));
    expect(error).toBeInstanceOf(Error);
    expect(error.name).toBe('TransportError');
    expect(error.message).toBe('404:::PAGE_MISSING');
    expect(error.code).toBe('PAGE_MISSING');
    expect(error.body).toEqual(body);
    expect(errorLog).toHaveBeenCalledWith(expect.stringContaining('404'), body);
  });

  it('leaves the code empty when the JSON body has none', async () => {
    fetchMock.mockResolvedValue(jsonResponse({ message: 'no' }, 403));
    const error = await failure(apiGet('/x'));
    expect(error.message).toBe('403:::');
    expect(error.code).toBeUndefined();
  });

  it('uses only status and separator when the body is not JSON, and logs the raw text', async () => {
    fetchMock.mockResolvedValue(new Response('<html>Proxy error</html>', { status: 500 }));
    const error = await failure(apiGet('/x'));
    expect(error.message).toBe('500:::');
    expect(error.code).toBeUndefined();
    expect(error.body).toBe('<html>Proxy error</html>');
    expect(errorLog).toHaveBeenCalledWith(expect.stringContaining('500'), '<html>Proxy error</html>');
  });

  it('uses only status and separator when the body is empty', async () => {
    fetchMock.mockResolvedValue(new Response(null, { status: 401 }));
    expect((await failure(apiPost('/x'))).message).toBe('401:::');
  });

  it('calls listeners with the error before it is thrown, until unsubscribed', async () => {
    const listener = vi.fn();
    const unsubscribe = addTransportErrorListener(listener);
    fetchMock.mockResolvedValue(jsonResponse({ code: 'X' }, 401));
    const error = await failure(apiGet('/x'));
    expect(listener).toHaveBeenCalledOnce();
    expect(listener).toHaveBeenCalledWith(error);

    unsubscribe();
    fetchMock.mockResolvedValue(jsonResponse({}, 403));
    await failure(apiGet('/x'));
    expect(listener).toHaveBeenCalledOnce();
  });

  it('still throws the TransportError when a listener fails', async () => {
    const unsubscribe = addTransportErrorListener(() => {
      throw new Error('listener broke');
    });
    fetchMock.mockResolvedValue(jsonResponse({}, 403));
    expect((await failure(apiGet('/x'))).status).toBe(403);
    unsubscribe();
  });

  it('does not call listeners on success', async () => {
    const listener = vi.fn();
    const unsubscribe = addTransportErrorListener(listener);
    fetchMock.mockResolvedValue(jsonResponse({}));
    await apiGet('/x');
    expect(listener).not.toHaveBeenCalled();
    unsubscribe();
  });
});

describe('GET', () => {
  it('returns the data field when present', async () => {
    fetchMock.mockResolvedValue(jsonResponse({ data: [1, 2], total: 2 }));
    await expect(apiGet<number[]>('/list')).resolves.toEqual([1, 2]);
    expect(lastRequest()).toMatchObject({ url: '/backend/list', init: { method: 'GET' } });
    expect(lastRequest().init.body).toBeUndefined();
  });

  it('returns a falsy data field rather than the whole body', async () => {
    fetchMock.mockResolvedValue(jsonResponse({ data: null }));
    await expect(apiGet('/x')).resolves.toBeNull();
  });

  it.each([[{ title: 'Start' }], [[{ data: 1 }]], ['plain'], [42]])('returns the whole body %j', async (body) => {
    fetchMock.mockResolvedValue(jsonResponse(body));
    await expect(apiGet('/x')).resolves.toEqual(body);
  });

  it('returns text with apiGetText', async () => {
    fetchMock.mockResolvedValue(new Response('# Handbuch'));
    await expect(apiGetText('/manual')).resolves.toBe('# Handbuch');
  });
});

describe('POST', () => {
  it('sends a JSON body with content type', async () => {
    fetchMock.mockResolvedValue(new Response(null, { status: 204 }));
    await apiPost('/items', { name: 'Ä' });
    const { url, init, headers } = lastRequest();
    expect(url).toBe('/backend/items');
    expect(init.method).toBe('POST');
    expect(init.body).toBe('{"name":"Ä"}');
    expect(headers['Content-Type']).toBe('application/json');
  });

  it('sends neither body nor content type without a body', async () => {
    fetchMock.mockResolvedValue(new Response(null, { status: 204 }));
    await apiPost('/ping');
    expect(lastRequest().init.body).toBeUndefined();
    expect(lastRequest().headers['Content-Type']).toBeUndefined();
  });

  it('returns parsed JSON with apiPostJson', async () => {
    fetchMock.mockResolvedValue(jsonResponse({ id: 7 }, 201));
    await expect(apiPostJson<{ id: number }>('/items', {})).resolves.toEqual({ id: 7 });
  });

  it('parses text as JSON with apiPostText', async () => {
    fetchMock.mockResolvedValue(new Response('{"ok":true}', { headers: { 'Content-Type': 'text/plain' } }));
    await expect(apiPostText('/x')).resolves.toEqual({ ok: true });
  });

  it.each([200, 204])('gives {} for empty text with apiPostText (%i)', async (status) => {
    fetchMock.mockResolvedValue(new Response(status === 204 ? null : '', { status }));
    await expect(apiPostText('/x')).resolves.toEqual({});
  });

  it('returns the response itself with apiPostRaw', async () => {
    const response = new Response('raw', { status: 202 });
    fetchMock.mockResolvedValue(response);
    await expect(apiPostRaw('/x', { a: 1 })).resolves.toBe(response);
  });

  it('raises for a failing apiPostRaw too', async () => {
    fetchMock.mockResolvedValue(new Response('', { status: 400 }));
    expect((await failure(apiPostRaw('/x'))).message).toBe('400:::');
  });

  it('posts a form payload unchanged without content type', async () => {
    fetchMock.mockResolvedValue(new Response(null, { status: 204 }));
    const form = new FormData();
    form.append('file', 'content');
    await apiPostForm('/upload', form);
    const { init, headers } = lastRequest();
    expect(init.body).toBe(form);
    expect(headers['Content-Type']).toBeUndefined();
    expect(headers.Accept).toBe('application/json');
  });

  it('posts to the AI base path unchanged', async () => {
    fetchMock.mockResolvedValue(jsonResponse({ answer: 'Hallo' }));
    await apiPostJson('/ai/chat', { question: 'Hi' });
    expect(lastRequest().url).toBe('/ai/chat');
  });
});

describe('PUT', () => {
  it('sends JSON and returns nothing with apiPut', async () => {
    fetchMock.mockResolvedValue(new Response(null, { status: 204 }));
    await expect(apiPut('/items/1', { a: 1 })).resolves.toBeUndefined();
    expect(lastRequest()).toMatchObject({
      url: '/backend/items/1',
      init: { method: 'PUT', body: '{"a":1}' },
      headers: { 'Content-Type': 'application/json' },
    });
  });

  it('returns parsed JSON with apiPutJson', async () => {
    fetchMock.mockResolvedValue(jsonResponse({ a: 2 }));
    await expect(apiPutJson('/items/1', { a: 2 })).resolves.toEqual({ a: 2 });
  });
});

describe('DELETE', () => {
  it('appends the suffix and sends the JSON body', async () => {
    fetchMock.mockResolvedValue(new Response(null, { status: 204 }));
    await expect(apiDelete('/items', '/5', { reason: 'x' })).resolves.toBeUndefined();
    expect(lastRequest()).toMatchObject({
      url: '/backend/items/5',
      init: { method: 'DELETE', body: '{"reason":"x"}' },
      headers: { 'Content-Type': 'application/json' },
    });
  });

  it('defaults to no suffix and the JSON-encoded empty string as body', async () => {
    fetchMock.mockResolvedValue(new Response(null, { status: 204 }));
    await apiDelete('/items/5');
    expect(lastRequest()).toMatchObject({ url: '/backend/items/5', init: { method: 'DELETE', body: '""' } });
  });
});

describe('a call the server could not serve for a moment', () => {
  afterEach(() => vi.useRealTimers());
  const unavailable = () =>
    jsonResponse({ code: 'SERVICE_UNAVAILABLE', message: 'Dienst vorübergehend nicht erreichbar.' }, 503);

  it('is sent again after Retry-After on a 503 and answers what the retry got', async () => {
    vi.useFakeTimers();
    fetchMock.mockResolvedValueOnce(new Response('{}', { status: 503, headers: { 'Retry-After': '2' } }));
    fetchMock.mockResolvedValueOnce(jsonResponse({ id: 7 }, 201));
    const answer = apiPostJson<{ id: number }>('/things', { name: 'x' });
    await vi.advanceTimersByTimeAsync(1999);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    await expect(answer).resolves.toEqual({ id: 7 });
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it('fails with the 503 after the retries, and a change is not sent again after a 502', async () => {
    vi.useFakeTimers();
    fetchMock.mockImplementation(() => Promise.resolve(unavailable()));
    const reading = failure(apiGet('/things'));
    await vi.advanceTimersByTimeAsync(UNAVAILABLE_RETRIES * 1000);
    expect((await reading).status).toBe(503);
    expect(fetchMock).toHaveBeenCalledTimes(UNAVAILABLE_RETRIES + 1);

    fetchMock.mockReset();
    fetchMock.mockResolvedValue(new Response('Bad Gateway', { status: 502 }));
    expect((await failure(apiPost('/things', { name: 'x' }))).status).toBe(502);
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });
});
