import { http, HttpResponse } from 'msw';
import type { SeedUser } from '../db/seed-users';
import { authRoot, REALM_PATH } from '../identity/constants';
import {
  pendingEmailOf,
  requestEmailChange,
  sentEmails,
  takeEmailChange,
} from '../identity/email-changes';
import { escapeHtml } from '../identity/login-page';
import { mailFailures, nameFailures, policyRefusal } from '../identity/profile-policies';
import { changeUser } from '../identity/user-directory';
import { userById } from '../identity/users';
import { bearerUser } from '../identity/session-tokens';
import { mutationKey, once, toResponse, type Reply } from './commerce-call';
import { service } from './commerce-declarations';

/**
 * The identity server's self-service profile (`…/realms/alpha/users/{id}`, `_action=changeEmail`
 * answering 202 with pendingMail, and the confirmation link). Only the signed-in user; changes
 * are idempotent by X-Request-Id. Test-only: `GET /__mock/identity/outbox`.
 */
const USERS = `*/auth/json/${REALM_PATH}/users/:userId`;

function render(user: SeedUser) {
  const pending = pendingEmailOf(user.id);
  return {
    _id: user.id,
    userName: user.username,
    givenName: user.firstName,
    sn: user.lastName,
    mail: user.email,
    ...(pending ? { pendingMail: pending.mail } : {}),
  };
}

const unauthorized = (): Reply => ({
  status: 401,
  body: { code: 401, reason: 'Unauthorized', message: 'Access Denied' },
});
const forbidden = (): Reply => ({
  status: 403,
  body: { code: 403, reason: 'Forbidden', message: 'Access Denied' },
});
const badRequest = (message: string): Reply => ({
  status: 400,
  body: { code: 400, reason: 'Bad Request', message },
});

async function readBody(request: Request): Promise<Record<string, unknown> | undefined> {
  try {
    const body: unknown = JSON.parse(await request.text());
    return body && typeof body === 'object' && !Array.isArray(body)
      ? (body as Record<string, unknown>)
      : undefined;
  } catch {
    return undefined;
  }
}

/** The caller, when the token is theirs and the path names them; else the refusal. */
function caller(request: Request, userId: string): SeedUser | Reply {
  const user = bearerUser(request);
  if (!user) return unauthorized();
  return userId === user.id ? user : forbidden();
}

const isReply = (value: SeedUser | Reply): value is Reply => 'status' in value;

const reply = (answer: Reply): Response => toResponse(answer);

function changeNames(user: SeedUser, body: Record<string, unknown> | undefined): Reply {
  if (!body) return badRequest('The body must be a JSON object');
  const refusal = policyRefusal({
    givenName: nameFailures(body.givenName),
    sn: nameFailures(body.sn),
  });
  if (refusal) return refusal;
  changeUser(user.id, {
    firstName: String(body.givenName).trim(),
    lastName: String(body.sn).trim(),
  });
  return { status: 200, body: render(userById(user.id) ?? user) };
}

function changeEmail(user: SeedUser, body: Record<string, unknown> | undefined, url: URL): Reply {
  if (!body) return badRequest('The body must be a JSON object');
  const mail = typeof body.mail === 'string' ? body.mail.trim() : body.mail;
  if (typeof mail === 'string' && mail.toLowerCase() === user.email.toLowerCase()) {
    return { status: 200, body: render(user) };
  }
  const refusal = policyRefusal({ mail: mailFailures(mail, user.id) });
  if (refusal) return refusal;
  const link = (code: string) =>
    `${url.origin}${authRoot(url)}/email-change/confirm?code=${encodeURIComponent(code)}`;
  requestEmailChange(user.id, String(mail), link);
  return { status: 202, body: render(user) };
}

function page(title: string, text: string, status: number) {
  const html = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeHtml(title)}</title></head>
<body><main><h1>${escapeHtml(title)}</h1><p>${escapeHtml(text)}</p></main></body></html>
`;
  return new HttpResponse(html, {
    status,
    headers: { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'no-store' },
  });
}

/** The confirmation link: the pending address becomes the shopper's email and sign-in name. */
function confirm(url: URL) {
  const change = takeEmailChange(url.searchParams.get('code') ?? '');
  const user = change ? userById(change.userId) : undefined;
  if (!change || !user) {
    return page(
      'Link not valid',
      'This confirmation link has expired or was already used. Ask for the change again from your profile.',
      400,
    );
  }
  // Taken meanwhile by someone else: the address cannot become this shopper's.
  if (mailFailures(change.mail, user.id).length > 0) {
    return page('Email not changed', 'This email address is no longer available.', 409);
  }
  changeUser(user.id, { email: change.mail, username: change.mail });
  return page(
    'Email address confirmed',
    `Your email address is now ${change.mail}. Use it to sign in from now on.`,
    200,
  );
}

export const identityProfileHandlers = service('identity server', [
  ...service('test control', [
    http.get('*/__mock/identity/outbox', () => HttpResponse.json({ emails: sentEmails() })),
  ]),
  http.get('*/auth/email-change/confirm', ({ request }) => confirm(new URL(request.url))),
  http.get(USERS, ({ request, params }) => {
    const user = caller(request, String(params.userId));
    return reply(isReply(user) ? user : { status: 200, body: render(user) });
  }),
  http.patch(USERS, async ({ request, params }) => {
    const user = caller(request, String(params.userId));
    if (isReply(user)) return reply(user);
    const url = new URL(request.url);
    const body = await readBody(request);
    return once(mutationKey(user.id, request, url), () => changeNames(user, body));
  }),
  http.post(USERS, async ({ request, params }) => {
    const user = caller(request, String(params.userId));
    if (isReply(user)) return reply(user);
    const url = new URL(request.url);
    if (url.searchParams.get('_action') !== 'changeEmail') {
      return reply(badRequest(`Action ${url.searchParams.get('_action') ?? ''} not supported`));
    }
    const body = await readBody(request);
    return once(mutationKey(user.id, request, url), () => changeEmail(user, body, url));
  }),
]);
