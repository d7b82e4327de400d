/** docs/requirements/limits.md: a user is shown at most two notifications (the portal shows them, the back office names them). */
export const MAX_SHOWN_NOTIFICATIONS = 2;
