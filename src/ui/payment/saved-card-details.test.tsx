// @vitest-environment jsdom
import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { SavedCardDetails as CardDetails } from '../../api/payment-cards/card-details.schema';
import { cardHolderName, SavedCardDetails } from './saved-card-details';
import { configure, installAddressFormHooks } from '../../testing/address-form-harness';
import { DANA_OFFICE } from '../../testing/seeded-addresses';

installAddressFormHooks();

// A saved card's holder and billing address (src/ui/payment/saved-card-details.tsx), as the
// checkout's saved-card choice will show them.
const OFFICE_CARD: CardDetails = {
  cardHolder: { firstName: 'Danielle', lastName: 'Whitfield' },
  billingAddress: { id: 'card-1001-2-billing', ...DANA_OFFICE },
};

const text = (element: Element | null) => element?.textContent?.replace(/\s+/g, ' ').trim();

describe('a saved card’s details', () => {
  it('name the holder and print the billing address, labelled', () => {
    configure();
    const { container } = render(<SavedCardDetails card={OFFICE_CARD} className="choice-detail" />);
    const root = container.firstElementChild;
    expect(root?.className).toBe('saved-card-details choice-detail');
    expect(text(container.querySelector('.saved-card-holder'))).toBe(
      'Name on card: Danielle Whitfield',
    );
    expect(text(container.querySelector('.saved-card-billing'))).toBe(
      'Billing address: Dana Whitfield Whitfield Psychology 455 Market Street Suite 300 San Francisco, CA 94105 United States',
    );
    // Only spans and the address's lines: it may sit inside a radio's label.
    expect(container.querySelectorAll('label, button, input, a')).toHaveLength(0);
  });

  it('speak the page’s language, French with its space before the colon', () => {
    configure({ language: 'fr' });
    const { container } = render(<SavedCardDetails card={OFFICE_CARD} />);
    expect(text(container.querySelector('.saved-card-holder'))).toBe(
      'Nom sur la carte : Danielle Whitfield',
    );
    expect(text(container.querySelector('.saved-card-billing'))).toMatch(
      /^Adresse de facturation : Dana Whitfield .* États-Unis$/,
    );
  });

  it('render names as text, never markup, and join them as the card prints them', () => {
    configure();
    const hostile = { ...OFFICE_CARD, cardHolder: { firstName: '<b>Dana</b>', lastName: ' Kay ' } };
    const { container } = render(<SavedCardDetails card={hostile} />);
    expect(container.querySelector('b')).toBeNull();
    expect(cardHolderName(hostile.cardHolder)).toBe('<b>Dana</b> Kay');
  });
});
