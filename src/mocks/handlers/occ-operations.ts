/**
 * The OCC v2 operations the fake backend answers (paths under `/occ/v2/{baseSiteId}`) and their
 * source: "SAP" a commercewebservices controller method, "Spartacus" an endpoint key (quotes, B2B).
 */
export interface OccOperation {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  path: string;
  source: string;
}

const CARTS = '/users/{userId}/carts';
const CART = `${CARTS}/{cartId}`;

export const OCC_OPERATIONS = {
  // Carts
  getCarts: { method: 'GET', path: CARTS, source: 'SAP CartsController.getCarts' },
  createCart: { method: 'POST', path: CARTS, source: 'SAP CartsController.createCart' },
  getCart: { method: 'GET', path: CART, source: 'SAP CartsController.getCart' },
  removeCart: { method: 'DELETE', path: CART, source: 'SAP CartsController.removeCart' },
  createCartEntry: {
    method: 'POST',
    path: `${CART}/entries`,
    source: 'SAP CartsController.createCartEntry',
  },
  updateCartEntry: {
    method: 'PATCH',
    path: `${CART}/entries/{entryNumber}`,
    source: 'SAP CartsController.updateCartEntry',
  },
  removeCartEntry: {
    method: 'DELETE',
    path: `${CART}/entries/{entryNumber}`,
    source: 'SAP CartsController.removeCartEntry',
  },
  doApplyCartVoucher: {
    method: 'POST',
    path: `${CART}/vouchers`,
    source: 'SAP CartsController.doApplyCartVoucher',
  },
  removeCartVoucher: {
    method: 'DELETE',
    path: `${CART}/vouchers/{voucherId}`,
    source: 'SAP CartsController.removeCartVoucher',
  },
  doSaveCart: {
    method: 'PATCH',
    path: `${CART}/save`,
    source: 'SAP SaveCartController.doSaveCart',
  },
  doUpdateSavedCart: {
    method: 'PATCH',
    path: `${CART}/restoresavedcart`,
    source: 'SAP SaveCartController.doUpdateSavedCart',
  },
  // Checkout on the cart
  createCartDeliveryAddress: {
    method: 'POST',
    path: `${CART}/addresses/delivery`,
    source: 'SAP CartsController.createCartDeliveryAddress',
  },
  replaceCartDeliveryAddress: {
    method: 'PUT',
    path: `${CART}/addresses/delivery`,
    source: 'SAP CartsController.replaceCartDeliveryAddress',
  },
  replaceCartDeliveryMode: {
    method: 'PUT',
    path: `${CART}/deliverymode`,
    source: 'SAP CartsController.replaceCartDeliveryMode',
  },
  getCartDeliveryModes: {
    method: 'GET',
    path: `${CART}/deliverymodes`,
    source: 'SAP CartsController.getCartDeliveryModes',
  },
  createCartPaymentDetails: {
    method: 'POST',
    path: `${CART}/paymentdetails`,
    source: 'SAP CartsController.createCartPaymentDetails',
  },
  replaceCartPaymentDetails: {
    method: 'PUT',
    path: `${CART}/paymentdetails`,
    source: 'SAP CartsController.replaceCartPaymentDetails',
  },
  setCartPaymentType: {
    method: 'PUT',
    path: `${CART}/paymenttype`,
    source: 'Spartacus setCartPaymentType (checkout/b2b default-occ-checkout-b2b-config.ts)',
  },
  getPaymentTypes: {
    method: 'GET',
    path: '/paymenttypes',
    source: 'Spartacus paymentTypes (checkout default-occ-checkout-b2b-config.ts)',
  },
  // Products
  getProducts: {
    method: 'GET',
    path: '/products/search',
    source: 'SAP ProductsController.getProducts',
  },
  getProduct: {
    method: 'GET',
    path: '/products/{productCode}',
    source: 'SAP ProductsController.getProduct',
  },
  // Orders
  placeOrder: {
    method: 'POST',
    path: '/users/{userId}/orders',
    source: 'SAP OrdersController.placeOrder',
  },
  getUserOrderHistory: {
    method: 'GET',
    path: '/users/{userId}/orders',
    source: 'SAP OrdersController.getUserOrderHistory',
  },
  getUserOrder: {
    method: 'GET',
    path: '/users/{userId}/orders/{code}',
    source: 'SAP OrdersController.getUserOrders (one order by code)',
  },
  // Quotes
  getQuotes: {
    method: 'GET',
    path: '/users/{userId}/quotes',
    source: 'Spartacus getQuotes (quote default-occ-quote-config.ts)',
  },
  createQuote: {
    method: 'POST',
    path: '/users/{userId}/quotes',
    source: 'Spartacus createQuote (quote default-occ-quote-config.ts), body QuoteStarter',
  },
  getQuote: {
    method: 'GET',
    path: '/users/{userId}/quotes/{quoteCode}',
    source: 'Spartacus getQuote (quote default-occ-quote-config.ts)',
  },
  performQuoteAction: {
    method: 'POST',
    path: '/users/{userId}/quotes/{quoteCode}/action',
    source: 'Spartacus performQuoteAction (quote default-occ-quote-config.ts), body QuoteAction',
  },
  downloadAttachment: {
    method: 'GET',
    path: '/users/{userId}/quotes/{quoteCode}/attachments/{attachmentId}',
    source: 'Spartacus downloadAttachment (quote default-occ-quote-config.ts)',
  },
  // Users
  getUser: {
    method: 'GET',
    path: '/users/{userId}',
    source: 'SAP UsersController.getUser',
  },
  // Address book
  getAddresses: {
    method: 'GET',
    path: '/users/{userId}/addresses',
    source: 'SAP AddressController.getAddresses',
  },
  createAddress: {
    method: 'POST',
    path: '/users/{userId}/addresses',
    source: 'SAP AddressController.createAddress',
  },
  replaceAddress: {
    method: 'PUT',
    path: '/users/{userId}/addresses/{addressId}',
    source: 'SAP AddressController.replaceAddress',
  },
  updateAddress: {
    method: 'PATCH',
    path: '/users/{userId}/addresses/{addressId}',
    source: 'SAP AddressController.updateAddress',
  },
  removeAddress: {
    method: 'DELETE',
    path: '/users/{userId}/addresses/{addressId}',
    source: 'SAP AddressController.removeAddress',
  },
  validateAddress: {
    method: 'POST',
    path: '/users/{userId}/addresses/verification',
    source: 'SAP AddressController.validateAddress',
  },
  // An org unit's address book (SAP's B2B API; a customer account is its org unit)
  getOrgUnitAddresses: {
    method: 'GET',
    path: '/users/{userId}/orgUnits/{orgUnitId}/addresses',
    source: 'Spartacus orgUnitsAddresses (organization default-occ-organization-config.ts)',
  },
  createOrgUnitAddress: {
    method: 'POST',
    path: '/users/{userId}/orgUnits/{orgUnitId}/addresses',
    source: 'Spartacus orgUnitsAddresses (occ-org-unit.adapter.ts createAddress)',
  },
  updateOrgUnitAddress: {
    method: 'PATCH',
    path: '/users/{userId}/orgUnits/{orgUnitId}/addresses/{addressId}',
    source: 'Spartacus orgUnitsAddress (occ-org-unit.adapter.ts updateAddress)',
  },
  removeOrgUnitAddress: {
    method: 'DELETE',
    path: '/users/{userId}/orgUnits/{orgUnitId}/addresses/{addressId}',
    source: 'Spartacus orgUnitsAddress (occ-org-unit.adapter.ts deleteAddress)',
  },
  // Saved payment details
  getPaymentDetailsList: {
    method: 'GET',
    path: '/users/{userId}/paymentdetails',
    source: 'SAP PaymentDetailsController.getPaymentDetailsList',
  },
  updatePaymentDetails: {
    method: 'PATCH',
    path: '/users/{userId}/paymentdetails/{paymentDetailsId}',
    source: 'SAP PaymentDetailsController.updatePaymentDetails',
  },
  removePaymentDetails: {
    method: 'DELETE',
    path: '/users/{userId}/paymentdetails/{paymentDetailsId}',
    source: 'SAP PaymentDetailsController.removePaymentDetails',
  },
} as const satisfies Record<string, OccOperation>;

export type OccOperationName = keyof typeof OCC_OPERATIONS;
