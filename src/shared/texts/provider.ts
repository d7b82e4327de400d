/** German pages and error descriptions of the embedded sign-in provider (its Koa routes under /oidc). */
export const providerTexts = {
  errorTitle: 'Fehler bei der Anmeldung',
  toStart: 'Zur Startseite',
  /** `error_description` per OAuth/OpenID error code; the code itself stays as the standards require. */
  errors: {
    invalid_request: 'Die Anfrage an den Anmeldedienst ist ungültig oder unvollständig.',
    invalid_client: 'Die Anwendung ist beim Anmeldedienst nicht bekannt oder hat sich nicht richtig ausgewiesen.',
    invalid_grant: 'Die Anmeldung ist abgelaufen oder wurde bereits verwendet. Bitte melden Sie sich erneut an.',
    unauthorized_client: 'Diese Anwendung darf diese Art der Anmeldung nicht verwenden.',
    unsupported_grant_type: 'Diese Art der Anmeldung wird nicht unterstützt.',
    unsupported_response_type: 'Diese Art der Antwort wird nicht unterstützt.',
    unsupported_response_mode: 'Diese Art der Antwort wird nicht unterstützt.',
    invalid_scope: 'Die angefragten Berechtigungen sind ungültig.',
    invalid_target: 'Die angefragte Anwendung ist beim Anmeldedienst nicht bekannt.',
    invalid_redirect_uri: 'Die Rücksprungadresse ist für diese Anwendung nicht registriert.',
    invalid_token: 'Der Zugang ist ungültig oder abgelaufen. Bitte melden Sie sich erneut an.',
    access_denied: 'Der Zugriff wurde verweigert.',
    login_required: 'Bitte melden Sie sich an.',
    interaction_required: 'Bitte melden Sie sich an.',
    consent_required: 'Bitte melden Sie sich an.',
    request_not_supported: 'Diese Art der Anfrage wird nicht unterstützt.',
    request_uri_not_supported: 'Diese Art der Anfrage wird nicht unterstützt.',
    registration_not_supported: 'Diese Art der Anfrage wird nicht unterstützt.',
    temporarily_unavailable:
      'Der Anmeldedienst ist vorübergehend nicht erreichbar. Bitte versuchen Sie es später erneut.',
    server_error: 'Beim Anmeldedienst ist ein Fehler aufgetreten. Bitte versuchen Sie es später erneut.',
  } as Readonly<Record<string, string>>,
  postLogoutRedirectNotRegistered: 'Die Adresse nach der Abmeldung ist für diese Anwendung nicht registriert.',
  unknownError: 'Bei der Anmeldung ist ein Fehler aufgetreten. Bitte versuchen Sie es erneut.',
  formPostTitle: 'Anmeldung wird fortgesetzt',
  formPostText: 'Sie werden zur Anwendung weitergeleitet …',
  formPostContinue: 'Weiter',
  loggedOutTitle: 'Abgemeldet',
  loggedOut: 'Sie haben sich abgemeldet.',
  notFound: 'Nicht gefunden.',
} as const;

/** The German description of a provider error (its English description only picks the special cases). */
export function germanProviderError(error: string, description?: string): string {
  if (description?.includes('post_logout_redirect_uri')) return providerTexts.postLogoutRedirectNotRegistered;
  return providerTexts.errors[error] ?? providerTexts.unknownError;
}
