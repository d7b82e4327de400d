import { isIP } from 'node:net';
import { z } from 'zod';

/**
 * Which peers may speak for the client (`X-Forwarded-*`): a proxy on this machine, like Express's 'loopback'
 * preset (127.0.0.0/8 and ::1, also IPv4-mapped), without parsing the address on every `req.protocol` and `req.ip`.
 */
export const isLoopbackAddress = (address: string): boolean =>
  address.startsWith('127.') || address === '::1' || address.startsWith('::ffff:127.');

/** Express's 'trust proxy' setting: nobody, the first n hops, or the listed addresses and networks. */
export type TrustProxy = 'loopback' | false | number | string[];

const PRESETS = new Set(['loopback', 'linklocal', 'uniquelocal']);

const isAddressOrNetwork = (entry: string) => {
  const [address = '', prefix, ...rest] = entry.split('/');
  if (rest.length > 0 || isIP(address) === 0) return false;
  return prefix === undefined || /^\d{1,3}$/.test(prefix);
};

/** `TRUST_PROXY` as written by an operator, checked at start so a typo never silently trusts everyone. */
export const trustProxySchema = z
  .string()
  .trim()
  .default('loopback')
  .refine(
    (value) =>
      value === 'false' ||
      /^\d+$/.test(value) ||
      value.split(',').every((entry) => PRESETS.has(entry.trim()) || isAddressOrNetwork(entry.trim())),
    'erwartet loopback, false, eine Anzahl Proxys oder Adressen/Netze (z. B. 10.0.0.0/8), durch Kommas getrennt',
  )
  .transform((value): TrustProxy => {
    if (value === 'loopback') return 'loopback';
    if (value === 'false') return false;
    if (/^\d+$/.test(value)) return Number(value);
    return value.split(',').map((entry) => entry.trim());
  });

/** The value for `app.set('trust proxy', …)`; the common loopback case without parsing addresses per request. */
export const expressTrustProxy = (trust: TrustProxy) =>
  trust === 'loopback' ? (address: string | undefined) => isLoopbackAddress(address ?? '') : trust;
