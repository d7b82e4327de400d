import { omitFields } from '../common';
import { notificationSchema } from '../system';
import { notificationFieldsKeptOnServer, userNotificationSchema } from './calls';

describe('the portal answer of a notification', () => {
  it('is the entity schema without the fields kept on the server, so a new field reaches the portal', () => {
    const kept = Object.keys(notificationFieldsKeptOnServer);
    expect(Object.keys(userNotificationSchema.shape)).toEqual(
      Object.keys(notificationSchema.shape).filter((field) => !kept.includes(field)),
    );
    expect(userNotificationSchema.shape.title).toBe(notificationSchema.shape.title);
  });

  it('maps a stored notification to exactly the answer the portal parses', () => {
    const stored = notificationSchema.parse({
      id: 7,
      title: 'Hinweis',
      message: '<p>Text</p>',
      validFrom: '2026-01-01T00:00:00Z',
      targetAccountIds: [1],
    });
    const answer = omitFields(stored, notificationFieldsKeptOnServer);
    expect(userNotificationSchema.parse(answer)).toEqual({ id: 7, title: 'Hinweis', message: '<p>Text</p>' });
  });
});
