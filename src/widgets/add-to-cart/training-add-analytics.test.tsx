// @vitest-environment jsdom
import { act, fireEvent, waitFor } from '@testing-library/react';
import * as v from 'valibot';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { addEntries, applyVoucher } from '../../api/cart/cart-mutations';
import { cartOwner } from '../../api/cart/cart-owner';
import { setAccessTokenProvider } from '../../api/http/commerce-auth';
import { getCore } from '../../core/core';
import { TIME_ZONE_BY_BASE_SITE } from '../../core/locale/site-time-zones';
import { issueAccessToken } from '../../mocks/identity/session-tokens';
import { addDays } from '../../rules/form/calendar-date';
import { earliestTrainingDate } from '../../rules/training/training-dates';
import { trainingDetailsSchema, type TrainingDetails } from '../../rules/training/training-details';
import type { TrainingSaveResult } from '../../ui/training/training-dialog';
import { AddToCart } from './add-to-cart';
import { mountWidget, unmountWidgets } from '../../testing/mount-widget';

/**
 * The training dialog's `add_to_cart` record carries the cart's promotion codes, as every add does.
 * The dialog's form is tested elsewhere: a stand-in saves valid details at once.
 */
vi.mock('../../auth/session/start', () => ({ startSession: () => undefined }));
vi.mock('../../ui/training/lazy-training-parts', () => ({
  prefetchTrainingDialog: () => undefined,
  LazyTrainingDialog: ({
    open,
    onSave,
  }: {
    open: boolean;
    onSave: (details: TrainingDetails) => Promise<TrainingSaveResult>;
  }) =>
    open ? (
      <button type="button" onClick={() => void onSave(trainingDetails())}>
        Save training details
      </button>
    ) : null,
}));

const globals = globalThis as Record<string, unknown>;
const TRAINING = 'A103000310010'; // WISC online training
const PPVT_FORMS = '0158241926';
const DANA = 'u-1001';

/** Valid details by the rules floor, on the US site's clock. */
function trainingDetails(): TrainingDetails {
  const context = { timeZone: TIME_ZONE_BY_BASE_SITE.usassessments };
  const first = earliestTrainingDate(context);
  return v.parse(trainingDetailsSchema(context), {
    dates: { firstDate: first, secondDate: addDays(first, 7) },
    contact: {
      firstName: 'Dana',
      lastName: 'Whitfield',
      email: 'dana@example.com',
      phone: { number: '(201) 555-0123', countryIso: 'US' },
    },
    participants: [{ firstName: 'Ada', lastName: "O'Neil", email: 'ada@example.com' }],
  });
}

type Push = { event?: string; ecommerce?: { items: unknown[] } };

beforeEach(() => {
  globals.IS_REACT_ACT_ENVIRONMENT = true;
  globals.storeWidgetsConfig = {
    platformKey: 'pk',
    host: 'www.assessments.com',
    apiBase: 'http://localhost',
  };
  localStorage.clear();
  globals.dataLayer = [];
  getCore().store.session.loading = false;
});

afterEach(() => {
  unmountWidgets();
  setAccessTokenProvider(() => undefined);
  act(() => {
    getCore().store.session.user = null;
  });
  delete globals.storeWidgetsConfig;
  delete globals.dataLayer;
  localStorage.clear();
});

describe('the training dialog’s add', () => {
  it('pushes add_to_cart with the cart’s promotion code and promotion', async () => {
    const token = issueAccessToken(DANA, 3_600_000);
    setAccessTokenProvider(() => token);
    act(() => {
      getCore().store.session.user = { id: DANA, firstName: 'Dana', lastName: 'Whitfield' };
    });
    // Dana's cart already holds something, with the 10% code applied.
    await addEntries(cartOwner(), [{ code: PPVT_FORMS, quantity: 1 }], crypto.randomUUID());
    await applyVoucher(cartOwner(), 'SAVE10', crypto.randomUUID());
    await getCore().queries.invalidate({ queryKey: [] });

    const { view } = mountWidget(<AddToCart productCode={TRAINING} />, 'store-add-to-cart');
    // The training's own button once its product is known and the cart's owner is.
    const add = () => view.getByRole<HTMLButtonElement>('button', { name: 'Add to cart' });
    await waitFor(() => expect(view.getByText(/preferred dates/)).toBeTruthy());
    await waitFor(() => expect(add().disabled).toBe(false));
    fireEvent.click(add());
    fireEvent.click(await view.findByRole('button', { name: 'Save training details' }));

    const layer = globals.dataLayer as Push[];
    const adds = () => layer.filter((push) => push.event === 'add_to_cart');
    await waitFor(() => expect(adds()).toHaveLength(1));
    expect(adds()[0]!.ecommerce?.items).toEqual([
      expect.objectContaining({
        quantity: 1,
        position: 2,
        coupon: 'SAVE10',
        promotion_type: 'coupon',
        promotion_name: '10% off',
      }),
    ]);
    expect(view.getByRole('status').textContent).toBe('Added to your cart');
  });
});
