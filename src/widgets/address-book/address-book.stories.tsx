import type { Loader, Meta, StoryObj } from '@storybook/react-vite';
import { createElement } from 'react';
import { getCore } from '../../core/core';
import AddressBookElement from './address-book.element';
import AddressFormPageElement from './address-form-page.element';
import {
  setAccountShopper,
  widgetStory,
  type WidgetStoryArgs,
  accountShopperArgType,
  type AccountShopper,
} from '../../testing/widget-story';

/**
 * `<store-address-book>` and `<store-address-form-page>` on the fake backend. The shopper control
 * signs a seeded user in: the clinician's own book has two addresses (Springfield, the default
 * for both, and San Francisco); the district shopper's `org-5678` (Riverside Early Learning
 * Center) has no billing address, so it is not valid for ordering. `failContent` makes the
 * address book API answer 500; `flagOff` turns the address-book flag off.
 */
interface AddressBookStoryArgs extends WidgetStoryArgs {
  shopper: AccountShopper;
  /** The book's account (`account-id`); empty: the shopper's own. */
  accountId: string;
  /** For the form page: the address to edit (`address-id`); empty: add one. */
  addressId: string;
  flagOff: boolean;
}

const base = widgetStory({
  tag: 'store-address-book',
  element: AddressBookElement,
  contentPath: '/headless/ecommerce/v2/users/*/addresses',
  documents: ['store-address-book', 'store-address-form-page'],
});
const [prepare] = base.loaders as Loader<WidgetStoryArgs>[];

const setupLoader: Loader<AddressBookStoryArgs> = async (context) => {
  const loaded: unknown = await prepare?.(context as never);
  if (!customElements.get('store-address-form-page')) {
    customElements.define('store-address-form-page', AddressFormPageElement);
  }
  const { shopper, flagOff } = context.args;
  await setAccountShopper(shopper);
  if (flagOff) getCore().store.flags['address-book'] = false;
  return loaded as Record<string, unknown>;
};

function render(tag: string) {
  return (args: AddressBookStoryArgs, { loaded }: { loaded: Record<string, unknown> }) => {
    const mountKey = typeof loaded.mountKey === 'string' ? loaded.mountKey : '';
    return createElement(tag, {
      key: `${mountKey}:${args.accountId}:${args.addressId}`,
      ...(args.accountId ? { 'account-id': args.accountId } : {}),
      ...(args.addressId && tag === 'store-address-form-page'
        ? { 'address-id': args.addressId }
        : {}),
    });
  };
}

const meta = {
  title: 'Widgets/Address book',
  ...base,
  args: { ...base.args, shopper: 'clinician', accountId: '', addressId: '', flagOff: false },
  argTypes: {
    ...base.argTypes,
    shopper: accountShopperArgType,
    accountId: {
      control: 'text',
      description: 'The book’s customer account (account-id): org-5678 for the district shopper.',
    },
    addressId: {
      control: 'text',
      description: 'The form page’s address to edit (address-id); empty adds one.',
    },
    flagOff: { control: 'boolean', description: 'The address-book flag is off.' },
    failContent: {
      control: 'boolean',
      description: 'The address book API answers 500: the widget offers to try again.',
    },
  },
  loaders: [setupLoader],
  render: render('store-address-book'),
} satisfies Meta<AddressBookStoryArgs>;

export default meta;
type Story = StoryObj<AddressBookStoryArgs>;

/** The clinician's own book: the default address marked, set default, edit, delete. */
export const List: Story = {};

/** An organisation without a billing address: not valid for ordering, with a link to add one. */
export const NotValidForOrdering: Story = {
  name: 'Not valid for ordering',
  args: { shopper: 'district', accountId: 'org-5678' },
};

export const SignedOut: Story = { name: 'Signed out', args: { shopper: 'signed-out' } };

export const FlagOff: Story = { name: 'Flag off', args: { flagOff: true } };

/** The book cannot be read: a clear message and "Try again". */
export const LoadFailed: Story = { name: 'Load failed', args: { failContent: true } };

export const FrenchCanada: Story = { name: 'French Canada', args: { locale: 'fr-ca' } };

/** Add an address: the checkout's form, suggestions and verification. */
export const Add: Story = { render: render('store-address-form-page') };

/** Edit one: the form starts from the address. */
export const Edit: Story = {
  args: { addressId: 'addr-1001-office' },
  render: render('store-address-form-page'),
};

/** An id not in the book: "not found" with the way back. */
export const EditNotFound: Story = {
  name: 'Edit not found',
  args: { addressId: 'addr-1003-manila' },
  render: render('store-address-form-page'),
};
