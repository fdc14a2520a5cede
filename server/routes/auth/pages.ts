/**
 * The "external web-tool login page" (spec §4 sign-in gate), server-rendered and self-contained:
 * no scripts, inline styles only, so it works with a strict CSP and without the SPA build.
 */

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

const STYLE = `
  *{box-sizing:border-box}
  body{font:16px/1.5 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;margin:0;background:#f4f6f8;color:#1b1f24}
  main{max-width:420px;margin:6vh auto;background:#fff;border-radius:8px;padding:32px;box-shadow:0 1px 4px rgba(0,0,0,.12)}
  h1{font-size:1.5rem;margin:0 0 16px}
  nav{display:flex;gap:8px;margin-bottom:20px}
  nav a,nav span{flex:1;text-align:center;padding:8px;border-radius:6px;text-decoration:none}
  nav span{background:#0b57d0;color:#fff;font-weight:600}
  nav a{color:#0b57d0;border:1px solid #0b57d0}
  label{display:block;font-weight:600;margin:12px 0 4px}
  input{width:100%;padding:10px;border:1px solid #6b7280;border-radius:6px;font:inherit}
  input:focus{outline:3px solid #8ab4f8;outline-offset:1px}
  button{margin-top:20px;width:100%;padding:12px;border:0;border-radius:6px;background:#0b57d0;color:#fff;font:inherit;font-weight:600;cursor:pointer}
  .error{background:#fde7e9;color:#8a1c24;border:1px solid #f1aeb5;padding:10px;border-radius:6px;margin:0 0 12px}
  .hint{color:#4b5563;font-size:.9rem}
  a{color:#0b57d0}
`;

function layout(title: string, body: string): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)}</title>
<style>${STYLE}</style>
</head>
<body>
<main>
${body}
</main>
</body>
</html>`;
}

function errorBlock(error: string | undefined): string {
  return error ? `<p class="error" role="alert" id="form-error">${escapeHtml(error)}</p>` : '';
}

function withNext(path: string, next: string, referral?: string): string {
  const params = new URLSearchParams({ next });
  if (referral) params.set('referral', referral);
  return `${path}?${params.toString()}`;
}

export interface AuthFormView {
  next: string;
  email?: string;
  error?: string;
  referral?: string;
}

export function renderSignIn(view: AuthFormView): string {
  const describedBy = view.error ? ' aria-describedby="form-error"' : '';
  return layout(
    'Sign in',
    `<nav aria-label="Account"><span aria-current="page">Sign in</span><a href="${escapeHtml(withNext('/signup', view.next, view.referral))}">Sign up</a></nav>
<h1>Sign in</h1>
${errorBlock(view.error)}
<form method="post" action="/login" novalidate>
<input type="hidden" name="next" value="${escapeHtml(view.next)}">
<label for="email">Email</label>
<input id="email" name="email" type="email" autocomplete="username" required value="${escapeHtml(view.email ?? '')}"${describedBy}>
<label for="password">Password</label>
<input id="password" name="password" type="password" autocomplete="current-password" required${describedBy}>
<button type="submit">Sign in</button>
</form>
<p class="hint">No account yet? <a href="${escapeHtml(withNext('/signup', view.next, view.referral))}">Sign up</a></p>`,
  );
}

export function renderSignUp(view: AuthFormView): string {
  const describedBy = view.error ? ' aria-describedby="form-error"' : '';
  return layout(
    'Sign up',
    `<nav aria-label="Account"><a href="${escapeHtml(withNext('/login', view.next, view.referral))}">Sign in</a><span aria-current="page">Sign up</span></nav>
<h1>Sign up</h1>
${errorBlock(view.error)}
<form method="post" action="/signup" novalidate>
<input type="hidden" name="next" value="${escapeHtml(view.next)}">
<input type="hidden" name="referral" value="${escapeHtml(view.referral ?? '')}">
<label for="email">Email</label>
<input id="email" name="email" type="email" autocomplete="email" required value="${escapeHtml(view.email ?? '')}"${describedBy}>
<label for="password">Password</label>
<input id="password" name="password" type="password" autocomplete="new-password" minlength="8" required aria-describedby="password-hint">
<p class="hint" id="password-hint">At least 8 characters.</p>
<button type="submit">Sign up</button>
</form>
<p class="hint">Already registered? <a href="${escapeHtml(withNext('/login', view.next, view.referral))}">Sign in</a></p>`,
  );
}

export function renderSignedIn(email: string, next: string): string {
  return layout(
    'Signed in',
    `<h1>Signed in</h1>
<p>You are signed in as <strong>${escapeHtml(email)}</strong>.</p>
<p><a href="${escapeHtml(next)}">Continue</a></p>
<form method="post" action="/logout">
<button type="submit">Sign out</button>
</form>`,
  );
}

export function renderSignedOut(): string {
  return layout(
    'Signed out',
    `<h1>Signed out</h1>
<p>You have been signed out.</p>
<p><a href="/login?next=%2Fpricing%2F">Sign in</a> · <a href="/pricing/">Pricing</a></p>`,
  );
}

export function renderMessagePage(title: string, message: string): string {
  return layout(title, `<h1>${escapeHtml(title)}</h1>\n<p role="alert">${escapeHtml(message)}</p>`);
}
