import { expect, it } from 'vitest';
import { isLoopbackAddress } from './trustedProxy';

it.each(['127.0.0.1', '127.8.9.10', '::1', '::ffff:127.0.0.1'])('trusts the loopback address %s', (address) => {
  expect(isLoopbackAddress(address)).toBe(true);
});

it.each(['10.0.0.1', '192.168.1.127', '::2', '::ffff:10.0.0.1', '1127.0.0.1', 'fe80::1', ''])(
  'does not trust %s',
  (address) => {
    expect(isLoopbackAddress(address)).toBe(false);
  },
);
