/** The parts of react-admin the back office loads only when it shows them (`lazyPages`, `AdminNotification`). */
export { AuthCallback, AuthenticationError, Error, NotFound, Notification } from 'react-admin';
