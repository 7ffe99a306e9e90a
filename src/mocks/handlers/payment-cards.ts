import { http, HttpResponse } from 'msw';
import * as v from 'valibot';
import { cardExpiryProblem } from '../../rules/card/card-expiry';
import { addToBook } from '../db/addresses';
import { checkCardDetails } from '../db/card-details';
import { pricingContextOf } from '../db/pricing-context';
import { responseLang } from '../db/display-names';
import { PAYMENT_CARD_ERRORS } from '../../api/payment-cards/payment-card-changes';
import { CHECKOUT_CARDS_READ } from '../../api/payment-cards/get-payment-cards';
import { PaymentCardOpError } from '../db/payment-card-errors';
import { selectAsked, type FieldLevels } from '../db/occ-fields';
import {
  addSavedCard,
  paymentDetailsListOf,
  removeSavedCard,
  renderPaymentDetails,
  setDefaultCard,
  savedCardOf,
} from '../identity/payment-cards';
import { stepUpPassed, stepUpRequired } from '../identity/step-up';
import { redeemCardToken } from '../payment/provider-vault';
import { outcomeOf } from '../payment/test-cards';
import type { SeedUser } from '../db/seed-users';
import { isOpError, once, readJson, signedInUser, toResponse, type Reply } from './commerce-call';
import { COMMERCE_BASE } from './commerce-base';
import { extension, occ } from './commerce-declarations';

/**
 * Saved cards as OCC's `paymentdetails`: step-up protected (spec section 4) but for the checkout's
 * read; PATCH and delete answer 200 with no body, an unknown id SAP's 400. Adding a card is the
 * store's extension and idempotent, because the token it spends is single-use.
 */
const CARDS = `${COMMERCE_BASE}/users/:userId/paymentdetails`;

/** PaymentDetailsWsDTO's levels: DEFAULT leaves out the store's `cardHolder` and the address. */
const PAYMENT_DETAILS_LEVEL = {
  BASIC: 'id,saved',
  DEFAULT:
    'id,accountHolderName,cardNumber,cardType,expiryMonth,expiryYear,defaultPayment,saved,subscriptionId',
};
const PAYMENT_DETAILS_LEVELS: FieldLevels = {
  '': PAYMENT_DETAILS_LEVEL,
  payments: PAYMENT_DETAILS_LEVEL,
};

const asked = (request: Request, body: unknown) =>
  selectAsked(new URL(request.url), body, PAYMENT_DETAILS_LEVELS);

/** The gateway's rule: the checkout's read of the list needs no step-up, every other read does. */
function listAllowed(request: Request, user: SeedUser): boolean {
  const url = new URL(request.url);
  const checkoutRead = Object.entries(CHECKOUT_CARDS_READ).every(
    ([name, value]) => url.searchParams.get(name) === value,
  );
  return checkoutRead || stepUpPassed(request, user.id);
}

const AddBody = v.object({ token: v.pipe(v.string(), v.minLength(1)) });

const langOf = (request: Request) => responseLang(pricingContextOf(request));

interface CardCall {
  request: Request;
  user: SeedUser;
  cardId: string;
}

function changeKey(user: SeedUser, request: Request): string | undefined {
  const key = request.headers.get('Idempotency-Key') ?? request.headers.get('X-Request-Id');
  return key ? `${user.id} ${request.method} ${new URL(request.url).pathname} ${key}` : undefined;
}

/** A call on the shopper's cards: 401/403 first; refusals become their error body. */
function cardsCall(fn: (call: CardCall) => Promise<Response> | Response) {
  return async ({ request, params }: { request: Request; params: Record<string, unknown> }) => {
    try {
      const user = signedInUser(request, String(params.userId));
      return await fn({ request, user, cardId: String(params.cardId ?? '') });
    } catch (error) {
      if (isOpError(error)) return toResponse({ status: error.status, body: error.body });
      throw error;
    }
  };
}

function parse<S extends v.GenericSchema>(schema: S, body: unknown): v.InferOutput<S> {
  const result = v.safeParse(schema, body);
  if (!result.success) throw new PaymentCardOpError(400, 'invalidToken', 'The body is not valid');
  return result.output;
}

/** Saves the card behind a token; the platform checks first, so a refusal leaves it unused. */
function addCard(user: SeedUser, body: unknown, lang: string): Reply {
  const { token } = parse(AddBody, body);
  const { addToBook: newAddress, ...details } = checkCardDetails(user.id, body);
  const card = redeemCardToken(token);
  if (!card) {
    throw new PaymentCardOpError(400, 'invalidToken', 'The card token is unknown, used or expired');
  }
  const today = new Date().toISOString().slice(0, 10);
  if (cardExpiryProblem({ month: card.expiryMonth, year: card.expiryYear }, today)) {
    throw new PaymentCardOpError(400, 'cardExpired', 'The card has expired');
  }
  if (!['approve', 'review', 'sanctions'].includes(outcomeOf(card.number))) {
    throw new PaymentCardOpError(402, 'cardDeclined', 'The card was declined');
  }
  const saved = addSavedCard(user.id, card, details);
  if (newAddress) addToBook(user.id, newAddress);
  return { status: 201, body: renderPaymentDetails(user.id, saved, lang) };
}

/** SAP's refusal of an id the shopper has no card under. */
const notFound = (cardId: string) =>
  new PaymentCardOpError(
    400,
    'cardNotFound',
    `Payment details [${cardId}] not found.`,
    PAYMENT_CARD_ERRORS.cardNotFound.subject,
    'parameter',
  );

/** OCC's PATCH takes any fields of PaymentDetails; the store's widgets send only the default. */
const PatchBody = v.object({ defaultPayment: v.optional(v.boolean()) });

export const paymentCardHandlers = [
  occ(
    'getPaymentDetailsList',
    http.get(
      CARDS,
      cardsCall(({ request, user }) =>
        listAllowed(request, user)
          ? toResponse({
              status: 200,
              body: asked(request, paymentDetailsListOf(user.id, langOf(request))),
            })
          : stepUpRequired(user.id),
      ),
    ),
  ),

  extension(
    'addPaymentDetails',
    http.post(
      CARDS,
      cardsCall(async ({ request, user }) => {
        const body = await readJson(request);
        const lang = langOf(request);
        return once(changeKey(user, request), () => {
          const reply = addCard(user, body, lang);
          return { ...reply, body: asked(request, reply.body) };
        });
      }),
    ),
  ),

  occ(
    'updatePaymentDetails',
    http.patch(
      `${CARDS}/:cardId`,
      cardsCall(async ({ request, user, cardId }) => {
        const { defaultPayment } = parse(PatchBody, await readJson(request));
        if (!savedCardOf(user.id, cardId)) throw notFound(cardId);
        if (defaultPayment) setDefaultCard(user.id, cardId);
        return new HttpResponse(null, { status: 200 });
      }),
    ),
  ),

  occ(
    'removePaymentDetails',
    http.delete(
      `${CARDS}/:cardId`,
      cardsCall(({ request, user, cardId }) => {
        if (!stepUpPassed(request, user.id)) return stepUpRequired(user.id);
        if (!removeSavedCard(user.id, cardId)) throw notFound(cardId);
        return new HttpResponse(null, { status: 200 });
      }),
    ),
  ),
];
