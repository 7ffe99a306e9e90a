/**
 * The identity server's hosted sign-in page (login mode `redirect`): a plain form that posts
 * username, password and `goto` (the authorize request to continue) back to `{authRoot}/login`.
 */
export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

export function loginPageHtml(options: { action: string; goto: string; error?: string }): string {
  const error = options.error
    ? `<p id="login-error" role="alert">${escapeHtml(options.error)}</p>`
    : '';
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Sign In</title>
<style>
body{font-family:system-ui,sans-serif;max-width:24rem;margin:4rem auto;padding:0 1rem}
label{display:block;margin:1rem 0 .25rem}input{width:100%;padding:.5rem;box-sizing:border-box}
button{margin-top:1.5rem;padding:.5rem 1.5rem}[role=alert]{color:#b00020}
</style>
</head>
<body>
<main>
<h1>Sign In</h1>
${error}
<form method="post" action="${escapeHtml(options.action)}">
<input type="hidden" name="goto" value="${escapeHtml(options.goto)}">
<label for="username">User Name</label>
<input id="username" name="username" autocomplete="username" required${options.error ? ' aria-describedby="login-error"' : ''}>
<label for="password">Password</label>
<input id="password" name="password" type="password" autocomplete="current-password" required>
<button type="submit">Next</button>
</form>
</main>
</body>
</html>
`;
}

export function signedInPageHtml(): string {
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Signed in</title></head>
<body><main><h1>You are signed in.</h1></main></body></html>
`;
}
