import { describe, expect, it } from 'vitest';
import type { ServerWrittenFields } from '@shared/schemas';
import { keepServerWrittenFields, withServerWrittenFields } from './serverWrittenFields';

const fields: ServerWrittenFields = {
  zbvAccounts: { lastLoginAt: 'byFeature' },
  notifications: { createdAt: 'onCreate' },
};
const now = () => new Date('2026-11-29T06:00:00.000Z');
const stored = { id: 1, username: 'max.muster', lastLoginAt: '2026-11-28T08:00:00.000Z' };
const forged = { username: 'max.muster', lastLoginAt: '2000-01-01T00:00:00.000Z' };

describe('a data API write of a collection with server-written fields', () => {
  it('creates without the fields a feature writes, and stamps those written on create', () => {
    expect(withServerWrittenFields('zbvAccounts', 'POST', forged, undefined, fields, now)).toEqual({
      username: 'max.muster',
    });
    expect(
      withServerWrittenFields('notifications', 'POST', { title: 'T', createdAt: 'x' }, undefined, fields, now),
    ).toEqual({ title: 'T', createdAt: '2026-11-29T06:00:00.000Z' });
  });

  it('replaces with the stored values, and patches without them', () => {
    expect(withServerWrittenFields('zbvAccounts', 'PUT', forged, stored, fields, now)).toEqual({
      username: 'max.muster',
      lastLoginAt: stored.lastLoginAt,
    });
    expect(withServerWrittenFields('zbvAccounts', 'PATCH', forged, stored, fields, now)).toEqual({
      username: 'max.muster',
    });
  });

  it('leaves other collections and bodies that are not records alone', () => {
    const body = { name: 'Gruppe', lastLoginAt: 'x' };
    expect(withServerWrittenFields('groups', 'POST', body, undefined, fields, now)).toBe(body);
    expect(withServerWrittenFields('zbvAccounts', 'POST', [forged], undefined, fields, now)).toEqual([forged]);
  });
});

it('keeps the server-written fields of a record a sync delivers again', () => {
  const delivered = { id: 1, username: 'max.muster' };
  expect(keepServerWrittenFields('zbvAccounts', stored, delivered, fields)).toEqual({
    ...delivered,
    lastLoginAt: stored.lastLoginAt,
  });
  expect(keepServerWrittenFields('zbvOrgs', stored, delivered, fields)).toBe(delivered);
});
