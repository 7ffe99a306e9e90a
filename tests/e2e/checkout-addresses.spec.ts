import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { FLAG_DEFAULTS } from '../../src/core/flags/flag-defaults';
import {
  aside,
  checkout,
  choice,
  CLINICIAN,
  continueButton,
  continueTo,
  DISTRICT,
  expectStep,
  startCheckout,
  stepSection,
} from './checkout';
import { addFault, expect, test } from './fixtures';

/**
 * <store-checkout>'s shipping and billing addresses as shoppers use them: a new address with a
 * street suggestion picked by keyboard, the verification service's review dialog and refusal,
 * a sample of every address rule at its boundary (the unit tests hold the full tables), a book
 * address whose names the platform refuses, the shipping notes and delivery modes following the
 * address, billing choices, VAT on the UK site, untrusted text, and suggestions that fail.
 *
 * Seeds: checkout-design.md (address books, gazetteer, verification, delivery modes, taxes).
 */

// ---------------------------------------------------------------------------------------------
// Helpers of this spec

/** A labelled field of the step (the new address form's fields have unique labels). */
const field = (page: Page, label: string) => stepSection(page).getByLabel(label, { exact: true });
const street = (page: Page) =>
  stepSection(page).getByRole('combobox', { name: 'Street address', exact: true });
const suggestionList = (page: Page) =>
  stepSection(page).getByRole('listbox', { name: 'Address suggestions' });

interface TypedAddress {
  /** The country's name in the select; the form starts on the United States. */
  country?: string;
  line1: string;
  line2?: string;
  line3?: string;
  town: string;
  /** Region short code (the select's value), for the countries that have regions. */
  region?: string;
  /** The postal code field's label: 'ZIP code' in the US, 'Postal code' elsewhere. */
  postalLabel?: string;
  postalCode: string;
}

/** Types an address into the new address form as a shopper does, field after field. */
async function typeAddress(page: Page, address: TypedAddress): Promise<void> {
  if (address.country) await field(page, 'Country').selectOption({ label: address.country });
  // Leaving the street for the next field closes any suggestion list it opened.
  await street(page).fill(address.line1);
  if (address.line2 !== undefined)
    await field(page, 'Apartment, suite, unit (optional)').fill(address.line2);
  if (address.line3 !== undefined)
    await field(page, 'Address line 3 (optional)').fill(address.line3);
  await field(page, 'Town/city').fill(address.town);
  if (address.region) await field(page, 'State/region').selectOption(address.region);
  await field(page, address.postalLabel ?? 'ZIP code').fill(address.postalCode);
}

/**
 * From the first step to the shipping address step with the shopper's defaults (Maria, who has
 * organisations too, has no account chosen for her: `account` picks one).
 */
async function walkToShippingAddress(page: Page, account?: RegExp): Promise<void> {
  await expectStep(page, 'account');
  if (account) await choice(page, account).check();
  await continueTo(page, 'qualified-user');
  await continueTo(page, 'shipping-address');
}

/** Shipping address step: "Use a new address", and its form is shown. */
async function useNewAddress(page: Page): Promise<void> {
  await choice(page, 'Use a new address').check();
  await expect(field(page, 'First name')).toBeVisible();
}

/** After the shipping address: the first delivery mode offered, billing as shipping, summary. */
async function onToReview(page: Page, mode: RegExp = /Ground/): Promise<void> {
  await expectStep(page, 'shipping-method');
  await choice(page, mode).check();
  await continueTo(page, 'billing-address');
  await expect(choice(page, /^Same as shipping address/)).toBeChecked();
  await continueTo(page, 'review');
}

/** One section of the order summary ("Shipping address", "Billing address", …): its value. */
const summaryValue = (page: Page, section: string) =>
  stepSection(page)
    .getByRole('definition')
    .filter({ has: page.getByRole('button', { name: `Edit ${section}`, exact: true }) });

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The summary shows exactly this for the section (then its Edit button). */
async function expectSummary(page: Page, section: string, text: string): Promise<void> {
  await expect(summaryValue(page, section)).toHaveText(
    new RegExp(`^${escapeRegExp(text)}\\s*Edit$`),
  );
}

/**
 * Production flag values, as production's flag service would serve them. `?mockFlags=0` alone
 * only starts the page on the defaults: the demo's fake flag service then applies its own values
 * (the mock ones, every flag on) after first paint, so it is told the defaults too.
 */
async function productionFlags(request: APIRequestContext): Promise<void> {
  const response = await request.post('/__mock/flags', { data: { values: FLAG_DEFAULTS } });
  expect(response.ok()).toBe(true);
}

/** A field's message, word for word, tied to the field (its error describes it first). */
async function expectFieldError(control: Locator, message: string): Promise<void> {
  await expect(control).toHaveAttribute('aria-invalid', 'true');
  const describedBy = (await control.getAttribute('aria-describedby')) ?? '';
  const errorId = describedBy.split(' ')[0] ?? '';
  const error = checkout(control.page()).locator(`[id="${errorId}"]`);
  await expect(error).toHaveRole('alert');
  await expect(error).toHaveText(message);
}

async function expectNoFieldError(control: Locator): Promise<void> {
  await expect(control).toHaveAttribute('aria-invalid', 'false');
}

const VERIFICATION = /\/addresses\/verification$/;
const AUTOSUGGEST = /\/search\/address\/autosuggest\?/;

// ---------------------------------------------------------------------------------------------

test.describe('checkout addresses: a new shipping address', () => {
  test('a street suggestion picked with the keyboard fills the address; verified, saved to the book, shown on the summary', async ({
    page,
    request,
    errors,
  }) => {
    await startCheckout(page, request, CLINICIAN);
    await walkToShippingAddress(page);
    await useNewAddress(page);
    // The form starts with the shopper's names, in the United States.
    await expect(field(page, 'First name')).toHaveValue('Dana');
    await expect(field(page, 'Last name')).toHaveValue('Whitfield');
    await expect(field(page, 'Country')).toHaveValue('US');
    await expect(field(page, 'Save to my address book')).toBeChecked();

    await street(page).pressSequentially('Queen');
    await expect(suggestionList(page)).toBeVisible();
    await expect(street(page)).toHaveAttribute('aria-expanded', 'true');
    await expect(suggestionList(page).getByRole('option')).toHaveText([
      '100 Queen Street West, Toronto, ON M5H 2N2, Canada',
      '12 Queen Street, Auckland, 1010, New Zealand',
    ]);
    await expect(
      stepSection(page).getByRole('status').filter({ hasText: 'suggestions' }),
    ).toHaveText('2 address suggestions. Use the up and down arrow keys to choose one.');

    await page.keyboard.press('ArrowDown');
    const toronto = suggestionList(page).getByRole('option', { name: /^100 Queen Street West/ });
    await expect(toronto).toHaveAttribute('aria-selected', 'true');
    await expect(street(page)).toHaveAttribute(
      'aria-activedescendant',
      (await toronto.getAttribute('id')) ?? 'missing id',
    );
    await expect(street(page)).toBeFocused();
    await page.keyboard.press('Enter');

    // Picked: the list closes, every field the suggestion has is filled, the apartment is next.
    await expect(suggestionList(page)).toBeHidden();
    await expect(street(page)).toHaveAttribute('aria-expanded', 'false');
    await expect(street(page)).toHaveValue('100 Queen Street West');
    await expect(field(page, 'Country')).toHaveValue('CA');
    await expect(field(page, 'State/region')).toHaveValue('ON');
    await expect(field(page, 'Town/city')).toHaveValue('Toronto');
    await expect(field(page, 'Postal code')).toHaveValue('M5H 2N2');
    await expect(field(page, 'Apartment, suite, unit (optional)')).toBeFocused();
    await expectStep(page, 'shipping-address'); // Enter picked, it did not submit

    const verified = page.waitForResponse((response) =>
      VERIFICATION.test(new URL(response.url()).pathname),
    );
    await continueButton(page).click();
    expect(await (await verified).json()).toEqual({ decision: 'ACCEPT', suggestedAddresses: [] });
    await expectStep(page, 'shipping-method');
    // A Canadian address: the US and Canada modes.
    await expect(stepSection(page).getByRole('radio')).toHaveCount(2);
    await choice(page, /Ground \(10-15 business days\)/).check();
    await continueTo(page, 'billing-address');
    // "Save to my address book" was left checked: the book now holds it, next to "same as".
    await expect(choice(page, /^Same as shipping address/)).toBeChecked();
    await expect(
      stepSection(page).getByRole('radio', { name: /^Dana Whitfield 100 Queen Street West/ }),
    ).toHaveCount(1);
    await continueTo(page, 'review');
    await expectSummary(
      page,
      'Shipping address',
      'Dana Whitfield 100 Queen Street West Toronto, ON M5H 2N2 Canada',
    );
    await expectSummary(page, 'Billing address', 'Same as shipping address');
    expect(errors.pageErrors).toEqual([]);
  });
});

test.describe('checkout addresses: the verification service', () => {
  const nearMiss: TypedAddress = {
    line1: '350 Fifth Ave',
    town: 'New York',
    region: 'NY',
    postalCode: '10001',
  };

  test('a near miss: the review dialog offers the suggested address; choosing it ships there', async ({
    page,
    request,
  }) => {
    await startCheckout(page, request, CLINICIAN);
    await walkToShippingAddress(page);
    await useNewAddress(page);
    await typeAddress(page, nearMiss);
    await continueButton(page).click();

    const dialog = checkout(page).getByRole('dialog', { name: 'Check your address' });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('group')).toHaveAccessibleName(
      'We found a slightly different address. Which one should we use?',
    );
    const suggested = dialog.getByRole('radio', { name: /^Suggested address/ });
    const entered = dialog.getByRole('radio', { name: /^Entered address/ });
    await expect(suggested).toHaveAccessibleName(
      'Suggested address Dana Whitfield 350 Fifth Avenue New York, NY 10118 United States',
    );
    await expect(entered).toHaveAccessibleName(
      'Entered address Dana Whitfield 350 Fifth Ave New York, NY 10001 United States',
    );
    await expect(suggested).toBeChecked();
    await dialog.getByRole('button', { name: 'Use this address' }).click();
    await expect(dialog).toBeHidden();

    await onToReview(page);
    await expectSummary(
      page,
      'Shipping address',
      'Dana Whitfield 350 Fifth Avenue New York, NY 10118 United States',
    );
  });

  test('a near miss: choosing the entered address ships there as typed (not saved to the book when unticked)', async ({
    page,
    request,
  }) => {
    await startCheckout(page, request, CLINICIAN);
    await walkToShippingAddress(page);
    await useNewAddress(page);
    await typeAddress(page, nearMiss);
    await field(page, 'Save to my address book').uncheck();
    await continueButton(page).click();

    const dialog = checkout(page).getByRole('dialog', { name: 'Check your address' });
    await dialog.getByRole('radio', { name: /^Entered address/ }).check();
    await dialog.getByRole('button', { name: 'Use this address' }).click();
    await expect(dialog).toBeHidden();

    await expectStep(page, 'shipping-method');
    await choice(page, /Ground/).check();
    await continueTo(page, 'billing-address');
    // Kept on the order only: the book does not list it.
    await expect(choice(page, /^Same as shipping address/)).toHaveAccessibleName(
      'Same as shipping address Dana Whitfield 350 Fifth Ave New York, NY 10001 United States',
    );
    await expect(
      stepSection(page).getByRole('radio', { name: /^Dana Whitfield 350 Fifth Ave/ }),
    ).toHaveCount(0);
    await continueTo(page, 'review');
    await expectSummary(
      page,
      'Shipping address',
      'Dana Whitfield 350 Fifth Ave New York, NY 10001 United States',
    );
  });

  test('an address that does not exist is refused; what was typed stays', async ({
    page,
    request,
  }) => {
    await startCheckout(page, request, CLINICIAN);
    await walkToShippingAddress(page);
    await useNewAddress(page);
    await typeAddress(page, {
      line1: '1 Nowhere Road',
      line2: 'Unit 7',
      town: 'Springfield',
      region: 'IL',
      postalCode: '62704',
    });
    await continueButton(page).click();

    await expect(stepSection(page).getByRole('alert')).toHaveText(
      "The address you've added isn't valid. Please check it and try again, or use another address.",
    );
    await expectStep(page, 'shipping-address');
    await expect(checkout(page).getByRole('dialog')).toHaveCount(0);
    await expect(field(page, 'First name')).toHaveValue('Dana');
    await expect(field(page, 'Last name')).toHaveValue('Whitfield');
    await expect(street(page)).toHaveValue('1 Nowhere Road');
    await expect(field(page, 'Apartment, suite, unit (optional)')).toHaveValue('Unit 7');
    await expect(field(page, 'Town/city')).toHaveValue('Springfield');
    await expect(field(page, 'State/region')).toHaveValue('IL');
    await expect(field(page, 'ZIP code')).toHaveValue('62704');
  });
});

test.describe('checkout addresses: the address rules, a sample at each boundary', () => {
  test('required fields left empty: each says so, and the step stays', async ({
    page,
    request,
  }) => {
    await startCheckout(page, request, CLINICIAN);
    await walkToShippingAddress(page);
    await useNewAddress(page);
    await field(page, 'First name').fill('');
    await field(page, 'Last name').fill('');
    await continueButton(page).click();

    await expectFieldError(field(page, 'First name'), 'Please enter first name');
    await expectFieldError(field(page, 'Last name'), 'Please enter last name');
    await expectFieldError(street(page), 'Please enter street address');
    await expectFieldError(field(page, 'Town/city'), 'Please enter town/city');
    await expectFieldError(field(page, 'State/region'), 'Please select state/region');
    await expectFieldError(field(page, 'ZIP code'), 'Please enter postal code');
    await expectNoFieldError(field(page, 'Apartment, suite, unit (optional)'));
    await expectStep(page, 'shipping-address');
  });

  test('lengths, P.O. boxes, the name in the street, accented letters, US ZIP codes', async ({
    page,
    request,
  }) => {
    await startCheckout(page, request, CLINICIAN);
    await walkToShippingAddress(page);
    await useNewAddress(page);
    const longStreet = (length: number) => `1 ${'A'.repeat(length - 2)}`;
    await typeAddress(page, {
      line1: longStreet(241),
      town: 'B'.repeat(101),
      region: 'IL',
      postalCode: '1234',
    });
    await continueButton(page).click();
    await expectFieldError(
      field(page, 'Town/city'),
      'Town/city can be no more than 100 characters.',
    );
    await expectFieldError(street(page), 'Street address can be no more than 240 characters.');
    await expectFieldError(
      field(page, 'ZIP code'),
      'Please enter a 5-digit ZIP code (for example, 12345)',
    );
    await expectStep(page, 'shipping-address');

    // At the limits themselves: accepted.
    await field(page, 'Town/city').fill('B'.repeat(100));
    await expectNoFieldError(field(page, 'Town/city'));
    await street(page).fill(longStreet(240));
    await expectNoFieldError(street(page));

    await field(page, 'ZIP code').fill('ABCDE');
    await expectFieldError(
      field(page, 'ZIP code'),
      'Please enter a 5-digit ZIP code (for example, 12345)',
    );
    await field(page, 'ZIP code').fill('62704');
    await expectNoFieldError(field(page, 'ZIP code'));

    await street(page).fill('PO Box 1234');
    await expectFieldError(
      street(page),
      'We cannot ship to P.O. boxes. Please enter a street address.',
    );
    await street(page).fill('12 Dana Whitfield Lane');
    await expectFieldError(
      street(page),
      'Street address must not include your name or organization. Please enter them in their own fields.',
    );
    await street(page).fill('12 Rue de la Défense');
    await expectFieldError(
      street(page),
      'Please use only letters a-z, numbers 0-9, spaces and punctuation.',
    );
    await street(page).fill('12 Rue de la Defense');
    await expectNoFieldError(street(page));
    await expectStep(page, 'shipping-address');
  });

  test('a Canadian postal code typed in lower case without its space is accepted and shown normalised; line 3 is offered (mock flags)', async ({
    page,
    request,
  }) => {
    await startCheckout(page, request, CLINICIAN);
    await walkToShippingAddress(page);
    await useNewAddress(page);
    await typeAddress(page, {
      country: 'Canada',
      line1: '24 Sussex Drive',
      line3: 'Gate 2',
      town: 'Ottawa',
      region: 'ON',
      postalLabel: 'Postal code',
      postalCode: 'k1a0b1',
    });
    await continueButton(page).click();
    await onToReview(page);
    await expectSummary(
      page,
      'Shipping address',
      'Dana Whitfield 24 Sussex Drive Gate 2 Ottawa, ON K1A 0B1 Canada',
    );
  });

  test('line 3 is not offered with the production flags (?mockFlags=0)', async ({
    page,
    request,
  }) => {
    await productionFlags(request);
    await startCheckout(page, request, CLINICIAN, undefined, '/store/checkout?mockFlags=0');
    await walkToShippingAddress(page);
    await useNewAddress(page);
    await expect(field(page, 'Apartment, suite, unit (optional)')).toBeVisible();
    await expect(field(page, 'Address line 3 (optional)')).toHaveCount(0);
  });
});

test.describe('checkout addresses: book addresses', () => {
  test('a book address whose names the platform refuses (Maria Álvarez Jr.) says what to do; the step stays', async ({
    page,
    request,
  }) => {
    await startCheckout(page, request, DISTRICT);
    await walkToShippingAddress(page, /^Maria Álvarez/);
    const accented = choice(page, /4100 Mission Inn Avenue/);
    await expect(accented).toHaveAccessibleName(
      'Maria Álvarez Jr. 4100 Mission Inn Avenue Riverside, CA 92501 United States',
    );
    await accented.check();
    await continueButton(page).click();
    await expect(stepSection(page).getByRole('alert')).toHaveText(
      'Choose another address or update your first and last name in your address book.',
    );
    await expectStep(page, 'shipping-address');
    await expect(accented).toBeChecked();
  });

  test('the shipping notes and delivery modes follow the address: Manila has the duties note and the international modes, a US address neither', async ({
    page,
    request,
  }) => {
    const note =
      'Shipments to Japan or the Philippines may incur additional taxes, duties or fees, which are paid by the customer.';
    await startCheckout(page, request, DISTRICT);
    await walkToShippingAddress(page, /^Maria Álvarez/);
    await choice(page, /1 Harbor Way/).check();
    await continueTo(page, 'shipping-method');
    await expect(stepSection(page).getByRole('radio')).toHaveCount(2);
    await expect(choice(page, 'International standard (10-20 business days) $25.00')).toBeVisible();
    await expect(choice(page, 'International express (5-7 business days) $45.00')).toBeVisible();
    await expect(stepSection(page).getByRole('listitem').filter({ hasText: note })).toHaveText(
      note,
    );
    await expect(aside(page).getByRole('listitem').filter({ hasText: note })).toHaveText(note);

    // Back to her district's US address: US modes, and the note is gone on both sides.
    await checkout(page).getByRole('button', { name: 'Back', exact: true }).click();
    await expectStep(page, 'shipping-address');
    await choice(page, /3380 14th Street/).check();
    await continueTo(page, 'shipping-method');
    await expect(choice(page, 'Ground (10-15 business days) $10.00')).toBeVisible();
    await expect(choice(page, 'Expedited (3-5 business days) $20.00')).toBeVisible();
    await expect(stepSection(page).getByRole('radio')).toHaveCount(2);
    await expect(checkout(page).getByText(note)).toHaveCount(0);
  });
});

test.describe('checkout addresses: billing', () => {
  test('"Same as shipping address" comes preselected; another book address, then a new one, each show on the summary', async ({
    page,
    request,
  }) => {
    await startCheckout(page, request, CLINICIAN);
    await walkToShippingAddress(page);
    await continueTo(page, 'shipping-method');
    await choice(page, /Ground/).check();
    await continueTo(page, 'billing-address');
    await expect(choice(page, /^Same as shipping address/)).toBeChecked();
    await expect(choice(page, /^Same as shipping address/)).toHaveAccessibleName(
      'Same as shipping address Dana Whitfield 120 Maple Avenue Apt 4B Springfield, IL 62704 United States',
    );

    await choice(page, /455 Market Street/).check();
    await continueTo(page, 'review');
    await expectSummary(
      page,
      'Billing address',
      'Dana Whitfield Whitfield Psychology 455 Market Street Suite 300 San Francisco, CA 94105 United States',
    );
    await expectSummary(
      page,
      'Shipping address',
      'Dana Whitfield 120 Maple Avenue Apt 4B Springfield, IL 62704 United States',
    );

    // Edit the billing address: a new one.
    await checkout(page).getByRole('button', { name: 'Edit Billing address' }).click();
    await expectStep(page, 'billing-address');
    await expect(choice(page, /455 Market Street/)).toBeChecked();
    await useNewAddress(page);
    await typeAddress(page, {
      line1: '5 Court Street',
      line2: 'Room 210',
      town: 'Springfield',
      region: 'IL',
      postalCode: '62701',
    });
    await continueButton(page).click();
    await expectStep(page, 'review');
    await expectSummary(
      page,
      'Billing address',
      'Dana Whitfield 5 Court Street Room 210 Springfield, IL 62701 United States',
    );
  });
});

test.describe('checkout addresses: VAT on the UK site', () => {
  const gbAddress: TypedAddress = {
    country: 'United Kingdom',
    line1: '221B Baker Street',
    town: 'London',
    postalLabel: 'Postal code',
    postalCode: 'NW1 6XE',
  };

  // Two PPVT-5 record forms: 2 × £49.60 (USD 62 at 0.8) = £99.20; international standard
  // £20.00 (USD 25); VAT 20% of £119.20 = £23.84; total £143.04. No sales tax in the UK.
  test('with the VAT flag (mock flags) VAT has its own line', async ({ page, request }) => {
    await startCheckout(page, request, CLINICIAN, undefined, '/store/checkout?site=en-gb');
    await walkToShippingAddress(page);
    await useNewAddress(page);
    await typeAddress(page, gbAddress);
    await continueButton(page).click();
    await expectStep(page, 'shipping-method');
    await expect(choice(page, 'International standard (10-20 business days) £20.00')).toBeVisible();
    await onToReview(page, /International standard/);
    await expect(aside(page).getByRole('term')).toHaveText([
      'Subtotal',
      'Shipping',
      'Tax',
      'VAT',
      'Total',
    ]);
    await expect(aside(page).getByRole('definition')).toHaveText([
      '£99.20',
      '£20.00',
      '£0.00',
      '£23.84',
      '£143.04',
    ]);
  });

  test('without it (?mockFlags=0) there is no VAT line: the VAT is in Tax', async ({
    page,
    request,
  }) => {
    await productionFlags(request);
    await startCheckout(
      page,
      request,
      CLINICIAN,
      undefined,
      '/store/checkout?site=en-gb&mockFlags=0',
    );
    await walkToShippingAddress(page);
    await useNewAddress(page);
    await typeAddress(page, gbAddress);
    await continueButton(page).click();
    await onToReview(page, /International standard/);
    await expect(aside(page).getByRole('term')).toHaveText([
      'Subtotal',
      'Shipping',
      'Tax',
      'Total',
    ]);
    await expect(aside(page).getByRole('definition')).toHaveText([
      '£99.20',
      '£20.00',
      '£23.84',
      '£143.04',
    ]);
  });
});

test.describe('checkout addresses: untrusted text and failures', () => {
  test('markup typed in the apartment line is shown as text: no image, no script', async ({
    page,
    request,
    errors,
  }) => {
    const dialogs: string[] = [];
    page.on('dialog', (dialog) => {
      dialogs.push(dialog.message());
      void dialog.dismiss();
    });
    const markup = '<img src=x onerror=alert(1)>';
    await startCheckout(page, request, CLINICIAN);
    await walkToShippingAddress(page);
    await useNewAddress(page);
    await typeAddress(page, {
      line1: '77 Elm Street',
      line2: markup,
      town: 'Springfield',
      region: 'IL',
      postalCode: '62704',
    });
    await continueButton(page).click();
    await onToReview(page);
    await expectSummary(
      page,
      'Shipping address',
      `Dana Whitfield 77 Elm Street ${markup} Springfield, IL 62704 United States`,
    );
    await expect(checkout(page).locator('img')).toHaveCount(0);
    expect(dialogs).toEqual([]);
    expect(errors.pageErrors).toEqual([]);
  });

  test('suggestions that fail (500): none are shown, one error is logged, the form still works', async ({
    page,
    request,
    errors,
  }) => {
    await addFault(request, {
      path: '/headless/ecommerce/v2/users/*/carts/*/search/address/autosuggest',
      mode: '500',
    });
    await startCheckout(page, request, CLINICIAN);
    await walkToShippingAddress(page);
    await useNewAddress(page);

    const failed = page.waitForResponse((response) => AUTOSUGGEST.test(response.url()));
    await street(page).fill('350 Fifth Avenue');
    expect((await failed).status()).toBe(500);
    const ours = () => errors.consoleErrors.filter((text) => text.startsWith('[store-widgets]'));
    await expect.poll(() => ours().length).toBe(1);
    expect(ours()[0]).toContain('Address suggestions failed');
    await expect(suggestionList(page)).toBeHidden();
    await expect(street(page)).toHaveAttribute('aria-expanded', 'false');
    await expect(street(page)).toBeFocused();

    await field(page, 'Town/city').fill('New York');
    await field(page, 'State/region').selectOption('NY');
    await field(page, 'ZIP code').fill('10118');
    await continueButton(page).click();
    await onToReview(page);
    await expectSummary(
      page,
      'Shipping address',
      'Dana Whitfield 350 Fifth Avenue New York, NY 10118 United States',
    );
    // The widget logged that one failure once. The browser's own "Failed to load resource" lines
    // are not ours: the 500, and the 400s (CartError notFound) of the shopper's cart before signing in brought one.
    const resource = /^Failed to load resource: the server responded with a status of /;
    expect(errors.consoleErrors.filter((text) => !resource.test(text))).toEqual(ours());
    expect(ours()).toHaveLength(1);
    expect(errors.consoleErrors.filter((text) => text.includes('status of 500'))).toHaveLength(1);
    expect(errors.pageErrors).toEqual([]);
  });
});
