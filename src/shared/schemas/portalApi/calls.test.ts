import { notificationSchema } from '../system';
import { userNotificationFields, userNotificationSchema } from './calls';

/** Fields that decide who sees a notification and when; users never see them. */
const notificationFieldsKeptOnTheServer = [
  'validFrom',
  'validTo',
  'targetAccountIds',
  'targetOrgIds',
  'active',
  'createdAt',
];

describe('the portal answer of a notification', () => {
  it('shows or keeps back every field of the entity, so a new field is a decision, not a silent drop', () => {
    const shown = Object.keys(userNotificationFields);
    const undecided = Object.keys(notificationSchema.shape).filter(
      (field) => !shown.includes(field) && !notificationFieldsKeptOnTheServer.includes(field),
    );
    expect(undecided).toEqual([]);
  });

  it('is the entity schema picked with the answer fields', () => {
    expect(Object.keys(userNotificationSchema.shape)).toEqual(Object.keys(userNotificationFields));
    expect(userNotificationSchema.shape.title).toBe(notificationSchema.shape.title);
  });
});
