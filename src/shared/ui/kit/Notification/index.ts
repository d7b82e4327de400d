export { Notification, type NotificationProps } from './Notification';
export type { NotificationLink, NotificationSeverity } from './types';
