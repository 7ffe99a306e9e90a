import { http, type PathParams } from 'msw';
import { isQualificationType } from '../../rules/qualifications/qualification-level';
import { pricingContextOf } from '../db/pricing-context';
import {
  QualificationOpError,
  addQualification,
  renderQualification,
  renderQualificationList,
  updateQualification,
} from '../db/qualifications';
import { siteToday } from '../db/quote-expiry';
import type { SeedUser } from '../db/seed-users';
import { isOpError, once, readJson, signedInUser, toResponse, type Reply } from './commerce-call';
import { COMMERCE_BASE } from './commerce-base';
import { extension } from './commerce-declarations';

/**
 * The shopper's qualifications; "today" is the site's date. Writes are idempotent by
 * `Idempotency-Key` (else `X-Request-Id`): a retry after a lost answer saves once.
 */
const QUALIFICATIONS = `${COMMERCE_BASE}/users/:userId/qualifications`;

interface QualificationCall {
  user: SeedUser;
  today: string;
  params: PathParams;
  body: unknown;
}

/** A type in the path: only the four of spec section 2; anything else is nothing of the shopper's. */
function typeOf(params: PathParams) {
  const type = String(params.type);
  if (!isQualificationType(type)) {
    throw new QualificationOpError(
      404,
      'qualificationNotFound',
      `No qualifications of type ${type}.`,
    );
  }
  return type;
}

function qualificationWrite(fn: (call: QualificationCall) => Reply) {
  return async ({ request, params }: { request: Request; params: PathParams }) => {
    try {
      const { site } = pricingContextOf(request);
      const user = signedInUser(request, String(params.userId));
      const url = new URL(request.url);
      const requestKey =
        request.headers.get('Idempotency-Key') ?? request.headers.get('X-Request-Id');
      const key = requestKey
        ? `${user.id} ${request.method} ${url.pathname} ${requestKey}`
        : undefined;
      const body = await readJson(request);
      return once(key, () => fn({ user, today: siteToday(site), params, body }));
    } catch (error) {
      if (isOpError(error)) return toResponse({ status: error.status, body: error.body });
      throw error;
    }
  };
}

export const qualificationHandlers = [
  extension(
    'getQualifications',
    http.get(QUALIFICATIONS, ({ request, params }) => {
      try {
        const { site } = pricingContextOf(request);
        const user = signedInUser(request, String(params.userId));
        return toResponse({ status: 200, body: renderQualificationList(user.id, siteToday(site)) });
      } catch (error) {
        if (isOpError(error)) return toResponse({ status: error.status, body: error.body });
        throw error;
      }
    }),
  ),
  extension(
    'addQualification',
    http.post(
      `${QUALIFICATIONS}/:type`,
      qualificationWrite(({ user, today, params, body }) => ({
        status: 201,
        body: renderQualification(addQualification(user.id, typeOf(params), body, today), today),
      })),
    ),
  ),
  extension(
    'updateQualification',
    http.put(
      `${QUALIFICATIONS}/:type/:qualificationId`,
      qualificationWrite(({ user, today, params, body }) => ({
        status: 200,
        body: renderQualification(
          updateQualification(user.id, typeOf(params), String(params.qualificationId), body, today),
          today,
        ),
      })),
    ),
  ),
];
