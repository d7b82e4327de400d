import { fetchUtils, HttpError, type DataProvider } from 'react-admin';
import simpleRestProvider from 'ra-data-simple-rest';
import { DATA_BASE } from '@shared/api/paths';
import { storageKeys } from '@shared/auth/storageKeys';
import { collectionOfResource } from '@shared/routes';

/** react-admin resources are named after their routes; the API is named after the db.json collections. */
const collectionOf = (resource: string): string => collectionOfResource(resource) ?? resource;

/** Every back office request carries the session's bearer token, like the portal's transport client. */
export const authorisedFetch: typeof fetchUtils.fetchJson = async (url, options = {}) => {
  const headers = new Headers(options.headers ?? { Accept: 'application/json' });
  const token = localStorage.getItem(storageKeys.accessToken);
  if (token) headers.set('Authorization', `Bearer ${token}`);
  try {
    return await fetchUtils.fetchJson(url, { ...options, headers });
  } catch (error) {
    throw withFieldErrors(error);
  }
};

/**
 * The server names each invalid field (`errors: [{ field, message }]`), and each field of a refused role or identity
 * change (403); react-admin shows errors at the fields when they come as `body.errors: { field: message }`.
 */
export function withFieldErrors(error: unknown): unknown {
  if (!(error instanceof HttpError) || (error.status !== 400 && error.status !== 403)) return error;
  const list = (error.body as { errors?: unknown } | undefined)?.errors;
  if (!Array.isArray(list)) return error;
  const errors: Record<string, string> = {};
  for (const item of list as { field?: unknown; message?: unknown }[]) {
    if (typeof item.field === 'string' && typeof item.message === 'string') {
      for (const field of item.field.split(', ')) errors[field] = item.message;
    }
  }
  return new HttpError(error.message, error.status, { ...(error.body as object), errors });
}

export function createDataProvider(base: DataProvider = simpleRestProvider(DATA_BASE, authorisedFetch)): DataProvider {
  return new Proxy(base, {
    get(target, method: string) {
      const call = target[method];
      if (typeof call !== 'function') return call;
      return (resource: string, ...rest: unknown[]) =>
        (call as (resource: string, ...args: unknown[]) => unknown).call(target, collectionOf(resource), ...rest);
    },
  });
}
