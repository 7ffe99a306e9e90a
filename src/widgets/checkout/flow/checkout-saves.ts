// What a checkout save needs beyond the step's own code: the request, and the reading of the
// platform's refusals. A part fetched with the shopper's start on a step (use-checkout-saver.ts).
export { setCheckoutChoice } from '../../../api/checkout/set-checkout-choice';
export { checkoutErrorOf } from '../../../api/checkout/checkout-errors';
