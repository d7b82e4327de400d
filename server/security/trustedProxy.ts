/**
 * Which peers may speak for the client (`X-Forwarded-*`): a proxy on this machine, like Express's 'loopback'
 * preset (127.0.0.0/8 and ::1, also IPv4-mapped), without parsing the address on every `req.protocol` and `req.ip`.
 */
export const isLoopbackAddress = (address: string): boolean =>
  address.startsWith('127.') || address === '::1' || address.startsWith('::ffff:127.');
