import { http } from 'msw';
import type { SeedUser } from '../db/seed-users';
import { USER_LEVELS, selectAsked } from '../db/occ-fields';
import { namesUser, occUser } from '../db/occ-user';
import { pricingContextOf } from '../db/pricing-context';
import { UnknownUserError } from '../db/user-errors';
import { directoryUsers } from '../identity/user-directory';
import { bearerUser } from '../identity/session-tokens';
import { COMMERCE_BASE } from './commerce-base';
import { replyOf, signedInUser, toResponse } from './commerce-call';
import { occ } from './commerce-declarations';

/**
 * `GET users/{userId}` as SAP's UserMatchingFilter decides: a customer only themself (else 403); an
 * agent anyone (unknown: 400 UnknownIdentifierError); no valid token 401.
 */
function userRead(request: Request, userId: string): SeedUser {
  const caller = bearerUser(request);
  if (caller?.customerService && userId !== 'current') {
    const user = directoryUsers().find((candidate) => namesUser(candidate, userId));
    if (!user) throw new UnknownUserError(userId);
    return user;
  }
  return signedInUser(request, caller && namesUser(caller, userId) ? 'current' : userId);
}

/**
 * OCC's user read (UsersController.getUser): the UserWsDTO with the `fields` asked for. Its
 * `locale` and `routingRegion` (the spec's) are not OCC's and are ignored, as OCC ignores them.
 */
export const userHandlers = [
  occ(
    'getUser',
    http.get(`${COMMERCE_BASE}/users/:userId`, ({ request, params }) =>
      toResponse(
        replyOf(() => {
          pricingContextOf(request);
          const user = userRead(request, String(params.userId));
          return {
            status: 200,
            body: selectAsked(new URL(request.url), occUser(user), USER_LEVELS),
          };
        }),
      ),
    ),
  ),
];
