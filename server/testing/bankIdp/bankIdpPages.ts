const escapeHtml = (text: string): string =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c);

/** The bank's own look: nothing shared with the portal or its embedded provider, so a test sees whose page it is. */
const page = (title: string, body: string): string => `<!doctype html>
<html lang="de">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)} – Musterbank Login</title>
<style>body{font-family:sans-serif;max-width:24rem;margin:3rem auto;color:#1a1a1a}label{display:block;margin-top:1rem}
input{width:100%;padding:.4rem}button{margin-top:1.5rem;padding:.5rem 1rem}.error{color:#a00000}</style>
</head>
<body>
<main>
<p>Musterbank Login</p>
${body}
</main>
</body>
</html>`;

/** The bank's sign-in form: login name ('Kennung') and password. */
export function renderBankLoginPage(action: string, options: { login?: string; error?: string } = {}): string {
  const error = options.error ? `<p class="error" role="alert">${escapeHtml(options.error)}</p>` : '';
  return page(
    'Anmeldung',
    `<h1>Anmeldung bei der Musterbank</h1>
${error}
<form method="post" action="${escapeHtml(action)}">
<label for="login">Kennung</label>
<input id="login" name="login" type="text" autocomplete="username" required autofocus value="${escapeHtml(options.login ?? '')}">
<label for="password">Passwort</label>
<input id="password" name="password" type="password" autocomplete="current-password" required>
<button type="submit">Anmelden</button>
</form>`,
  );
}

/** End-session with a valid id token hint asks nothing (as Keycloak does): the confirmation submits itself. */
export function renderBankLogoutPage(form: string): string {
  return page(
    'Abmelden',
    `<h1>Sie werden abgemeldet …</h1>
${form}
<button type="submit" form="op.logoutForm" name="logout" value="yes">Abmelden</button>
<script>document.getElementById('op.logoutForm').requestSubmit(document.querySelector('button[name=logout]'))</script>`,
  );
}

export function renderBankErrorPage(message: string): string {
  return page('Fehler', `<h1>Fehler bei der Anmeldung</h1><p role="alert">${escapeHtml(message)}</p>`);
}
