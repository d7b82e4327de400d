import { describe, expect, it } from 'vitest';
import { readConfig } from '../config';
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

describe('TRUST_PROXY', () => {
  it.each([
    ['loopback', 'loopback'],
    ['false', false],
    ['2', 2],
    ['10.0.0.0/8, 192.0.2.10', ['10.0.0.0/8', '192.0.2.10']],
    ['uniquelocal,::1', ['uniquelocal', '::1']],
  ])('reads %s', (written, meant) => {
    expect(readConfig({ TRUST_PROXY: written }).trustProxy).toEqual(meant);
  });

  it('trusts a proxy on this machine by default', () => {
    expect(readConfig({}).trustProxy).toBe('loopback');
  });

  it.each(['true', '10.0.0.0/8/1', 'proxy.example', '10.0.0.*'])(
    'refuses %s at start, naming the variable',
    (written) => {
      expect(() => readConfig({ TRUST_PROXY: written })).toThrow(/TRUST_PROXY/);
    },
  );
});
