/**
 * A value for each route parameter of the store's route table, from the fake backend's seed data
 * (an order, a saved cart, an address, a quote... that exist, Dana's: the signed-in bench's
 * shopper): what makes a route pattern an address of a demo host page, for the tests that open
 * every page and for the bench.
 */
export const ROUTE_PARAMS = {
  site: 'usassessments',
  lang: 'en',
  locale: 'en-us',
  orderCode: 'W09000016',
  orderId: 'W09000016',
  cartId: '00002001',
  addressId: 'a-1',
  quoteId: 'Q10000005',
  type: 'degree',
  qualificationId: 'q-1',
  x: 'store',
  productCode: '0158241926',
  invoiceId: 'INV100201',
  code: '404',
};

/** The pattern's address, every `:name` filled; throws on a parameter without a value. */
export function fillRoute(pattern) {
  return pattern.replace(/:([a-zA-Z]+)/g, (_, name) => {
    if (!(name in ROUTE_PARAMS)) throw new Error(`no value for the route parameter :${name}`);
    return ROUTE_PARAMS[name];
  });
}
