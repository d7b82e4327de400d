import { lazy, Suspense, useState } from 'react';
import { useNotificationContext } from 'react-admin';

const Notification = lazy(() => import('./reactAdminOnDemand').then((m) => ({ default: m.Notification })));

/**
 * react-admin's snackbar, loaded with the first message: it takes the message from react-admin's queue itself, and
 * no first screen shows one (decision 160).
 */
export function AdminNotification() {
  const { notifications } = useNotificationContext();
  const [needed, setNeeded] = useState(false);
  if (notifications.length > 0 && !needed) setNeeded(true);
  return needed ? (
    <Suspense fallback={null}>
      <Notification />
    </Suspense>
  ) : null;
}
