import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { CART_ERRORS, type CartErrorKey } from '../../api/cart/cart.schema';
import {
  CartModificationListSchema,
  CartModificationSchema,
  CartSchema,
  SaveCartResultSchema,
} from '../../testing/occ-wire';
import { CommerceErrorListSchema } from '../../api/http/occ-errors';
import type { TrainingDetailsBody } from '../../api/cart/training-details.schema';
import { TIME_ZONE_BY_BASE_SITE } from '../../core/locale/site-time-zones';
import { addDays } from '../../rules/form/calendar-date';
import { earliestTrainingDate } from '../../rules/training/training-dates';
import { TRAINING_PARTICIPANTS_MAX } from '../../rules/training/training-details';
import { ProductSchema, productPath } from '../../testing/occ-wire';
import {
  CURRENT,
  call,
  cartWith,
  parsed,
  signIn,
  type Answer,
} from '../../testing/commerce-backend';
import {
  DANA_PERSONAL,
  PPVT_FORMS,
  place,
  placed,
  readyToOrder,
} from '../../testing/order-backend';

// Online training on the fake platform (src/mocks/db/training-entries.ts and cart-entries.ts): a signed-in
// shopper's entry carries two preferred dates, contact details and participants, checked with the
// rules floor on the site's clock; the order marks the entry for extra processing.
const WISC_TRAINING = 'A103000310010';
const QGLOBAL_TRAINING = 'A103000310028';
const DANA = 'u-1001';

/** The first date the rules allow today on the US site's clock (the platform's own "today"). */
const earliest = () => earliestTrainingDate({ timeZone: TIME_ZONE_BY_BASE_SITE.usassessments });

function details(overrides: Partial<TrainingDetailsBody> = {}): TrainingDetailsBody {
  return {
    dates: { firstDate: earliest(), secondDate: addDays(earliest(), 7) },
    contact: {
      firstName: 'Dana',
      lastName: 'Whitfield',
      email: 'dana@example.com',
      phone: { number: '(201) 555-0123', countryIso: 'US' },
    },
    participants: [{ firstName: 'Ada', lastName: "O'Neil-Smith", email: 'ada@example.com' }],
    ...overrides,
  };
}

const entries = (cartId: string) => `${CURRENT}/carts/${cartId}/entries`;

async function newCart(token: string): Promise<string> {
  return v.parse(CartSchema, (await call('POST', `${CURRENT}/carts`, { token })).body).code;
}

function addTraining(
  token: string | undefined,
  cartId: string,
  body: unknown,
  code = WISC_TRAINING,
) {
  return call('POST', entries(cartId), {
    token,
    body: { orderEntries: [{ product: { code }, quantity: 1, trainingDetails: body }] },
  });
}

function expectCartError(answer: Answer, status: number, key: CartErrorKey, subject?: string) {
  expect(answer.status, JSON.stringify(answer.body)).toBe(status);
  const [error] = v.parse(CommerceErrorListSchema, answer.body).errors;
  const code: { type: string; reason?: string } = CART_ERRORS[key];
  expect({ type: error?.type, reason: error?.reason }).toEqual(code);
  if (subject !== undefined) expect(error?.subject).toBe(subject);
  return error;
}

/** The refused field and the rule's message key, as the training dialog reads them. */
async function refusal(body: unknown) {
  const token = signIn(DANA);
  const answer = await addTraining(token, await newCart(token), body);
  const error = expectCartError(answer, 400, 'trainingDetailsInvalid');
  return { field: error?.subject, key: error?.message };
}

async function currentCart(token: string) {
  return parsed(await call('GET', `${CURRENT}/carts/current`, { token }), 200, CartSchema);
}

describe('online training products', () => {
  it('say they are trainings', async () => {
    const product = parsed(await call('GET', productPath(WISC_TRAINING)), 200, ProductSchema);
    expect(product).toMatchObject({ training: true, maxOrderQuantity: 1, buyableOnline: true });
  });

  it('need a signed-in shopper (spec section 6)', async () => {
    const cart = v.parse(CartSchema, (await call('POST', '/users/anonymous/carts')).body);
    const path = `/users/anonymous/carts/${cart.guid}/entries`;
    const single = await call('POST', path, { body: { product: { code: WISC_TRAINING } } });
    expectCartError(single, 403, 'trainingNeedsLogin', WISC_TRAINING);
    const withDetails = await call('POST', path, {
      body: { orderEntries: [{ product: { code: WISC_TRAINING }, trainingDetails: details() }] },
    });
    expectCartError(withDetails, 403, 'trainingNeedsLogin', WISC_TRAINING);
  });
});

describe('training details on a cart entry', () => {
  it('are stored, normalised, on the entry', async () => {
    const token = signIn(DANA);
    const cartId = await newCart(token);
    const sent = details({
      participants: [{ firstName: ' Ada ', lastName: 'O’Neil', email: 'ada@example.com ' }],
    });
    const added = parsed(await addTraining(token, cartId, sent), 200, CartModificationListSchema);
    expect(added.cartModifications[0]?.entry?.trainingDetails).toEqual({
      ...sent,
      contact: { ...sent.contact, phone: { ...sent.contact.phone, code: '1' } },
      participants: [{ firstName: 'Ada', lastName: "O'Neil", email: 'ada@example.com' }],
    });
  });

  it('take dates from exactly six weeks on the site’s clock, never a day less', async () => {
    const tooSoon = addDays(earliest(), -1);
    expect(
      await refusal(details({ dates: { firstDate: tooSoon, secondDate: earliest() } })),
    ).toEqual({ field: 'dates.firstDate', key: 'training.dateTooSoon' });
    expect(
      await refusal(details({ dates: { firstDate: earliest(), secondDate: earliest() } })),
    ).toEqual({ field: 'dates.secondDate', key: 'training.datesSame' });
    expect(
      await refusal(details({ dates: { firstDate: '2027-02-30', secondDate: earliest() } })),
    ).toEqual({ field: 'dates.firstDate', key: 'training.dateInvalid' });
  });

  it('check every name and email at its limit, and the phone against its country', async () => {
    const base = details();
    const sixty = 'A'.repeat(60);
    // 64 characters: 52 + "@example.com" (12).
    const email64 = `${'a'.repeat(52)}@example.com`;
    const token = signIn(DANA);
    const ok = await addTraining(
      token,
      await newCart(token),
      details({
        contact: { ...base.contact, firstName: sixty, lastName: sixty, email: email64 },
        participants: [{ firstName: sixty, lastName: sixty, email: email64 }],
      }),
    );
    expect(ok.status, JSON.stringify(ok.body)).toBe(200);

    const contact = (change: Partial<TrainingDetailsBody['contact']>) =>
      details({ contact: { ...base.contact, ...change } });
    const participant = (change: Partial<TrainingDetailsBody['participants'][number]>) =>
      details({ participants: [{ ...base.participants[0]!, ...change }] });
    expect(await refusal(contact({ firstName: `${sixty}A` }))).toEqual({
      field: 'contact.firstName',
      key: 'name.firstTooLong',
    });
    // The contact's names are letters a-z, accented or not (Müller, Nguyễn): not other scripts.
    const status = async (body: unknown) =>
      (await addTraining(token, await newCart(token), body)).status;
    expect(await status(contact({ lastName: 'Müller-Nguyễn' }))).toBe(200);
    expect(await refusal(contact({ lastName: 'Παπαδόπουλος' }))).toEqual({
      field: 'contact.lastName',
      key: 'name.lastInvalid',
    });
    expect(await refusal(contact({ email: `a${email64}` }))).toEqual({
      field: 'contact.email',
      key: 'email.tooLong',
    });
    expect(await refusal(contact({ phone: { number: '555-0123', countryIso: 'US' } }))).toEqual({
      field: 'contact.phone.number',
      key: 'phone.tooShort',
    });
    expect(await refusal(contact({ phone: { number: '123-456-7890', countryIso: 'US' } }))).toEqual(
      { field: 'contact.phone.number', key: 'phone.invalid' },
    );
    expect(await refusal(participant({ lastName: `${sixty}A` }))).toEqual({
      field: 'participants.0.lastName',
      key: 'name.lastTooLong',
    });
    // A participant's names are letters of any script (Παπαδόπουλος, 山田), but no digits.
    expect(await status(participant({ lastName: 'Παπαδόπουλος' }))).toBe(200);
    expect(await refusal(participant({ firstName: 'J0hn' }))).toEqual({
      field: 'participants.0.firstName',
      key: 'name.firstInvalidLetters',
    });
    expect(await refusal(participant({ email: 'ada@example' }))).toEqual({
      field: 'participants.0.email',
      key: 'email.invalid',
    });
    expect(await refusal(participant({ email: `a${email64}` }))).toEqual({
      field: 'participants.0.email',
      key: 'email.tooLong',
    });
  });

  it(`want one to ${TRAINING_PARTICIPANTS_MAX} participants`, async () => {
    const one = details().participants[0]!;
    expect(await refusal(details({ participants: [] }))).toEqual({
      field: 'participants',
      key: 'training.participantsRequired',
    });
    expect(
      await refusal(
        details({ participants: Array.from({ length: TRAINING_PARTICIPANTS_MAX + 1 }, () => one) }),
      ),
    ).toEqual({ field: 'participants', key: 'training.participantsTooMany' });
    const token = signIn(DANA);
    const most = await addTraining(
      token,
      await newCart(token),
      details({ participants: Array.from({ length: TRAINING_PARTICIPANTS_MAX }, () => one) }),
    );
    expect(most.status).toBe(200);
  });

  it('are refused for a product that is not a training', async () => {
    const token = signIn(DANA);
    const answer = await addTraining(token, await newCart(token), details(), PPVT_FORMS);
    expectCartError(answer, 400, 'notTraining', PPVT_FORMS);
  });

  it('may follow the add, are edited in place, and survive quantity changes, save and restore', async () => {
    const token = signIn(DANA);
    const cart = await cartWith(token, [
      [PPVT_FORMS, 1],
      [QGLOBAL_TRAINING, 1],
    ]);
    expect(cart.entries[1]).toMatchObject({ product: { training: true } });
    expect(cart.entries[1]?.trainingDetails).toBeUndefined();

    const path = `${entries(cart.code)}/1/training`;
    expectCartError(
      await call('PUT', path, { token, body: details({ participants: [] }) }),
      400,
      'trainingDetailsInvalid',
      'participants',
    );
    expectCartError(
      await call('PUT', `${entries(cart.code)}/0/training`, { token, body: details() }),
      400,
      'notTraining',
    );
    const edited = details({ contact: { ...details().contact, firstName: 'Dee' } });
    const put = parsed(
      await call('PUT', path, { token, body: edited }),
      200,
      CartModificationSchema,
    );
    expect(put.entry?.trainingDetails?.contact.firstName).toBe('Dee');

    // Quantity 2 is capped at the training's maximum of 1; the details stay.
    await call('PATCH', `${entries(cart.code)}/1`, { token, body: { quantity: 2 } });
    expect((await currentCart(token)).entries[1]?.trainingDetails?.contact.firstName).toBe('Dee');

    const saved = parsed(
      await call('PATCH', `${CURRENT}/carts/${cart.code}/save?saveCartName=Training`, { token }),
      200,
      SaveCartResultSchema,
    );
    expect(saved.savedCartData.entries[1]?.trainingDetails?.contact.firstName).toBe('Dee');
    const restored = parsed(
      await call('PATCH', `${CURRENT}/carts/${cart.code}/restoresavedcart`, { token }),
      200,
      SaveCartResultSchema,
    );
    expect(restored.savedCartData.entries[1]?.trainingDetails?.contact.firstName).toBe('Dee');
  });
});

describe('an order with an online training', () => {
  it('waits for the details, then marks the training for extra processing', async () => {
    const token = signIn(DANA);
    await readyToOrder(token, DANA_PERSONAL, [
      [PPVT_FORMS, 1],
      [WISC_TRAINING, 1],
    ]);
    const refused = await place(token, { type: 'BANK_TRANSFER' });
    expect(refused.status).toBe(400);
    expect(v.parse(CommerceErrorListSchema, refused.body).errors[0]).toMatchObject({
      reason: 'incomplete',
      subject: 'cart',
    });

    const cart = await currentCart(token);
    await call('PUT', `${entries(cart.code)}/1/training`, { token, body: details() });
    await readyToOrder(token, DANA_PERSONAL, []);
    const order = placed(await place(token, { type: 'BANK_TRANSFER' }));
    const [physical, training] = order.entries;
    expect(physical).toMatchObject({ extraProcessing: false });
    expect(physical?.trainingDetails).toBeUndefined();
    expect(training).toMatchObject({
      product: { code: WISC_TRAINING },
      extraProcessing: true,
      accessCodes: [],
      trainingDetails: { participants: details().participants },
    });
    expect(training?.seats).toBeUndefined();
    expect(training?.estimatedToShip).toBeUndefined();
  });
});
