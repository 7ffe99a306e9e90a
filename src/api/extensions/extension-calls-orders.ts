import * as v from 'valibot';
import { OccCartSchema } from '../cart/occ-cart.schema';
import { ORDER_ERRORS } from '../orders/order-errors';
import { ReorderResultSchema } from '../orders/order-history.schema';
import { QUOTE_ERRORS } from '../quotes/quote.schema';
import { pick, type ExtensionCall } from './extension-call';

/** The reorders: OCC's nearest operations do something else, so the store's are its own. */

const NOT_REPLAYED =
  'Nothing is replayed: a retry after a lost answer is the client’s to check (it reads the ' +
  'current cart first).';

export const ORDER_CALLS: readonly ExtensionCall[] = [
  {
    row: 30,
    operationId: 'reorderOrder',
    tag: 'Orders',
    method: 'post',
    path: '/users/{userId}/orders/{orderCode}/reorder',
    summary: 'Add an order’s products to the shopper’s current cart, each line with its outcome',
    description:
      'Merged into the current cart (a new one when the shopper has none): nothing in it is ' +
      'removed. Each line says what was added: all, at the order’s price or today’s ' +
      '(`repriced`, both prices given), part of it (`reduced`: stock or the product’s maximum), ' +
      'or nothing (`outOfStock`, `notBuyable`). ' +
      NOT_REPLAYED,
    access: 'shopper',
    lang: true,
    answers: [
      {
        status: 200,
        description: 'The cart the products went to and each line’s outcome.',
        schema: ReorderResultSchema,
      },
    ],
    errors: { 404: pick(ORDER_ERRORS, 'orderNotFound') },
  },
  {
    row: 38,
    operationId: 'reorderExpiredQuote',
    tag: 'Quotes',
    method: 'post',
    path: '/users/{userId}/quotes/{quoteCode}/reorder',
    summary: 'An expired quote’s products in a new current cart at today’s prices',
    description:
      'For a new quote of them. A current cart with entries is kept as a saved cart first. ' +
      NOT_REPLAYED,
    access: 'shopper',
    lang: true,
    query: [
      {
        name: 'fields',
        required: false,
        description: 'OCC’s field selection of the cart (the widgets ask for what they read).',
        schema: v.string(),
      },
    ],
    answers: [{ status: 200, description: 'The new current cart.', schema: OccCartSchema }],
    errors: {
      400: pick(QUOTE_ERRORS, 'notExpired'),
      404: pick(QUOTE_ERRORS, 'notFound'),
    },
  },
];
