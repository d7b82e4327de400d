import { describe, expect, it } from 'vitest';
import type { ServerWrittenFields } from '@shared/schemas';
import { keepServerWrittenFields, withServerWrittenFields } from './serverWrittenFields';

const fields: ServerWrittenFields = {
  userPreferences: { updatedAt: 'byFeature' },
  notifications: { createdAt: 'onCreate' },
};
const now = () => new Date('2026-11-29T06:00:00.000Z');
const stored = { id: 1, key: 'theme', updatedAt: '2026-11-28T08:00:00.000Z' };
const forged = { key: 'theme', updatedAt: '2000-01-01T00:00:00.000Z' };

describe('a data API write of a collection with server-written fields', () => {
  it('creates without the fields a feature writes, and stamps those written on create', () => {
    expect(withServerWrittenFields('userPreferences', 'POST', forged, undefined, fields, now)).toEqual({
      key: 'theme',
    });
    expect(
      withServerWrittenFields('notifications', 'POST', { title: 'T', createdAt: 'x' }, undefined, fields, now),
    ).toEqual({ title: 'T', createdAt: '2026-11-29T06:00:00.000Z' });
  });

  it('replaces with the stored values, and patches without them', () => {
    expect(withServerWrittenFields('userPreferences', 'PUT', forged, stored, fields, now)).toEqual({
      key: 'theme',
      updatedAt: stored.updatedAt,
    });
    expect(withServerWrittenFields('userPreferences', 'PATCH', forged, stored, fields, now)).toEqual({
      key: 'theme',
    });
  });

  it('leaves other collections and bodies that are not records alone', () => {
    const body = { name: 'Gruppe', updatedAt: 'x' };
    expect(withServerWrittenFields('groups', 'POST', body, undefined, fields, now)).toBe(body);
    expect(withServerWrittenFields('userPreferences', 'POST', [forged], undefined, fields, now)).toEqual([forged]);
  });
});

it('keeps the server-written fields of a record a sync delivers again', () => {
  const delivered = { id: 1, key: 'theme' };
  expect(keepServerWrittenFields('userPreferences', stored, delivered, fields)).toEqual({
    ...delivered,
    updatedAt: stored.updatedAt,
  });
  expect(keepServerWrittenFields('zbvOrgs', stored, delivered, fields)).toBe(delivered);
});
