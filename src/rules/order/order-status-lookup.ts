import * as v from 'valibot';
import { EMAIL_MESSAGE_PARAMS, emailMessages } from '../email/email.messages';
import { LookupEmailSchema } from '../email/email';
import { combineCatalogs } from '../form/combine-catalogs';
import { EXAMPLE_ORDER_NUMBER, OrderNumberSchema } from './order-number';
import { orderNumberMessages } from './order-number.messages';

/** A visitor's order status lookup: the order number and the email it was placed with. */
export const VisitorLookupSchema = v.object({
  orderNumber: OrderNumberSchema,
  email: LookupEmailSchema,
});

/** The signed-in shopper's lookup: their own order's number is enough. */
export const ShopperLookupSchema = v.object({ orderNumber: OrderNumberSchema });

/** The lookup form's messages: the order number's and every email message. */
export const orderStatusLookupMessages = combineCatalogs(orderNumberMessages, emailMessages);

/** The params any of those messages may need. */
export const LOOKUP_MESSAGE_PARAMS = { ...EMAIL_MESSAGE_PARAMS, example: EXAMPLE_ORDER_NUMBER };

/** Longest value taken from the page's query into a field (anything longer is not one of ours). */
export const PREFILL_MAX_LENGTH = 150;
