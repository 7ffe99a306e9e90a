import * as v from 'valibot';
import { EMAIL_MESSAGE_PARAMS, emailMessages } from '../email/email.messages';
import { LookupEmailSchema } from '../email/email';
import { combineCatalogs } from '../form/combine-catalogs';
import { EXAMPLE_ORDER_NUMBER, OrderNumberSchema } from './order-number';
import { orderNumberMessages } from './order-number.messages';

/** A visitor's lookup needs the email the order was placed with. */
export const VisitorLookupSchema = v.object({
  orderNumber: OrderNumberSchema,
  email: LookupEmailSchema,
});

export const ShopperLookupSchema = v.object({ orderNumber: OrderNumberSchema });

export const orderStatusLookupMessages = combineCatalogs(orderNumberMessages, emailMessages);

export const LOOKUP_MESSAGE_PARAMS = { ...EMAIL_MESSAGE_PARAMS, example: EXAMPLE_ORDER_NUMBER };

/** Anything longer from the page's query is not one of ours. */
export const PREFILL_MAX_LENGTH = 150;
