import Alert from '@mui/material/Alert';
import { useState } from 'react';
import { uiTexts } from '@shared/texts/ui';
import { NotificationMessage } from './NotificationMessage';
import { NotificationModal } from './NotificationModal';
import { alertRole, type NotificationLink, type NotificationSeverity } from './types';

export interface NotificationProps {
  /** @default 'success' */
  severity?: NotificationSeverity;
  /** Plain text; line breaks are kept. @default 'Ein Fehler ist aufgetreten.' */
  message?: string;
  /** Given a title, the notification is a modal. */
  title?: string;
  /** Shows a modal even without a title (titled by severity). */
  modal?: boolean;
  link?: NotificationLink;
  /** Controlled visibility; without it the notification hides itself when closed. */
  open?: boolean;
  onClose?: () => void;
}

export const Notification = ({
  severity = 'success',
  message = uiTexts.notification.defaultMessage,
  title,
  modal = false,
  link,
  open,
  onClose,
}: NotificationProps) => {
  const [openUncontrolled, setOpenUncontrolled] = useState(true);
  const isOpen = open ?? openUncontrolled;
  const close = () => {
    setOpenUncontrolled(false);
    onClose?.();
  };

  if (title || modal) {
    return (
      <NotificationModal
        title={title || uiTexts.notification.modalTitles[severity]}
        message={message}
        link={link}
        open={isOpen}
        onClose={close}
      />
    );
  }
  if (!isOpen) return null;
  return (
    <Alert
      severity={severity}
      role={alertRole(severity)}
      closeText={uiTexts.common.close}
      onClose={onClose ? close : undefined}
    >
      <NotificationMessage message={message} link={link} />
    </Alert>
  );
};
