export const escapeHtml = (text: string): string =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c);

export const page = (title: string, body: string): string => `<!doctype html>
<html lang="de">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)} – Kommunikationswelt Radar</title>
<link rel="stylesheet" href="/oidc-assets/login.css">
</head>
<body>
<main class="card">
<p class="brand">Kommunikationswelt Radar</p>
${body}
</main>
</body>
</html>`;

/** The German sign-in form of the embedded development identity provider. */
export function renderLoginPage(action: string, options: { username?: string; error?: string } = {}): string {
  const error = options.error ? `<p class="error" role="alert">${escapeHtml(options.error)}</p>` : '';
  return page(
    'Anmelden',
    `<h1>Anmelden</h1>
${error}
<form method="post" action="${escapeHtml(action)}" autocomplete="on">
<label for="username">Benutzername</label>
<input id="username" name="username" type="text" autocomplete="username" required autofocus value="${escapeHtml(options.username ?? '')}">
<label for="password">Passwort</label>
<input id="password" name="password" type="password" autocomplete="current-password" required>
<button type="submit">Anmelden</button>
</form>`,
  );
}

/** Shown after RP-initiated logout asks for confirmation; submitted by the script file without a click. */
export function renderLogoutPage(form: string): string {
  return page(
    'Abmelden',
    `<h1>Abmelden</h1>
${form}
<p>Sie werden abgemeldet …</p>
<button type="submit" form="op.logoutForm" name="logout" value="yes">Abmelden</button>
<script src="/oidc-assets/logout.js"></script>`,
  );
}

export const loginCss = `
*{box-sizing:border-box}
body{margin:0;min-height:100vh;display:grid;place-items:center;background:#f5f5f5;color:#1f1f1f;
font-family:"Segoe UI",Roboto,"Helvetica Neue",Arial,sans-serif}
.card{background:#fff;width:min(420px,92vw);padding:2rem;border-radius:8px;box-shadow:0 2px 12px rgba(0,0,0,.12)}
.brand{margin:0 0 .5rem;color:#b80000;font-weight:600}
h1{margin:0 0 1.5rem;font-size:1.6rem}
label{display:block;margin:1rem 0 .25rem;font-weight:600}
input{width:100%;padding:.7rem;border:1px solid #6b6b6b;border-radius:4px;font-size:1rem}
input:focus{outline:3px solid #b80000;outline-offset:1px}
button{margin-top:1.5rem;width:100%;padding:.8rem;border:0;border-radius:4px;background:#b80000;color:#fff;
font-size:1rem;font-weight:600;cursor:pointer}
button:focus{outline:3px solid #1f1f1f;outline-offset:2px}
.error{background:#fdecea;color:#8a1c1c;padding:.75rem;border-radius:4px}
`;

export const logoutScript = `document.getElementById('op.logoutForm')?.requestSubmit(document.querySelector('button[name=logout]'));`;
