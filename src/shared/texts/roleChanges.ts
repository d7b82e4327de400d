/** Why the server refuses a change of an account's roles or identity (403, shown at the field in the back office). */
export const roleChangeTexts = {
  ownRoles: 'Die eigenen Rollen kann niemand selbst ändern.',
  ownAccount: {
    username: 'Den eigenen Benutzernamen kann niemand selbst ändern.',
    orgId: 'Das eigene Institut kann niemand selbst ändern.',
    email: 'Die eigene E-Mail-Adresse kann niemand selbst ändern.',
    active: 'Das eigene Konto kann niemand selbst aktivieren oder deaktivieren.',
  },
  ownAccountDeleted: 'Das eigene Konto kann niemand selbst löschen.',
  notHolder: (role: string) => `Die Rolle ${role} kann nur vergeben oder entziehen, wer sie selbst hat.`,
  otherInstitute: (role: string) => `Die Rolle ${role} kann nur an Konten des eigenen Instituts vergeben werden.`,
  /** An account's username, institute, e-mail address or active flag carries its roles with it. */
  holderNotHolder: (role: string) =>
    `Ein Konto mit der Rolle ${role} kann nur umbenennen, verschieben, aktivieren, deaktivieren oder löschen, wer die Rolle selbst hat.`,
  holderOtherInstitute: (role: string) =>
    `Ein Konto mit der Rolle ${role} kann nur innerhalb des eigenen Instituts umbenannt, verschoben, aktiviert, deaktiviert oder gelöscht werden.`,
} as const;
