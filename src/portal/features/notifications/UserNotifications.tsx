import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Stack from '@mui/material/Stack';
import { useId } from 'react';
import { MAX_SHOWN_NOTIFICATIONS } from '@shared/portalApi/limits';
import { portalTexts, uiTexts } from '@shared/texts';
import { DeferredSanitizedHtml } from '@shared/ui/kit/SanitizedHtml/DeferredSanitizedHtml';
import { useCloseNotification, useUserNotifications } from './api/getNotifications';

function UserNotification({ title, message, onClose }: { title: string; message: string; onClose: () => void }) {
  const titleId = useId();
  return (
    <Alert
      severity="info"
      role="region"
      aria-labelledby={titleId}
      closeText={uiTexts.common.close}
      onClose={onClose}
      sx={{ '& .MuiAlert-message': { minWidth: 0, overflowWrap: 'anywhere' } }}
    >
      <AlertTitle id={titleId}>{title}</AlertTitle>
      <DeferredSanitizedHtml html={message} />
    </Alert>
  );
}

/** The user's notifications (HTML sanitised), newest first, each closable for good. */
export function UserNotifications() {
  const { data } = useUserNotifications();
  const close = useCloseNotification();
  const shown = (data ?? []).slice(0, MAX_SHOWN_NOTIFICATIONS);
  if (shown.length === 0) return null;
  return (
    <Stack component="section" aria-label={portalTexts.notifications.label} spacing={1}>
      {shown.map((notification) => (
        <UserNotification
          key={notification.id}
          title={notification.title}
          message={notification.message}
          onClose={() => close.mutate(notification.id)}
        />
      ))}
    </Stack>
  );
}
