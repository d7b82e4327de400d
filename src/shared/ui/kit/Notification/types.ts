export type NotificationSeverity = 'success' | 'info' | 'warning' | 'error';

export interface NotificationLink {
  href: string;
  name: string;
}

/** Errors and warnings interrupt the screen reader (alert); success and info wait politely (status). */
export const alertRole = (severity: NotificationSeverity): 'alert' | 'status' =>
  severity === 'error' || severity === 'warning' ? 'alert' : 'status';
