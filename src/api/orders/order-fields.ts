import { PRODUCT_REF_FIELDS } from '../products/product-ref-converter';

// What order-converter.ts reads; written out, not derived (fieldsOf), as the schema loads later.

const ENTRY = `entryNumber,quantity,basePrice(FULL),totalPrice(FULL),product(${PRODUCT_REF_FIELDS}),notDiscountable,seats,estimatedRelease,estimatedToShip,accessCodes,extraProcessing,trainingDetails(FULL)`;

export const ORDER_FIELDS = [
  'code,created,status,deliveryStatus,net,user(uid,name),placedBy(uid,name)',
  'customerAccount(FULL),qualifiedUser(FULL),qglobalAccountNumber,qglobalAccountNew,aimswebAccountNumber,invoiceNumber',
  'paymentInfo(cardNumber,cardType(code,name),billingAddress(FULL)),paymentType(code),purchaseOrderNumber',
  'billingAddress(FULL),deliveryAddress(FULL),deliveryMode(code,name,description,deliveryCost(FULL))',
  'appliedVouchers(FULL),uapDiscount(FULL)',
  'subTotal(FULL),totalDiscounts(FULL),productDiscounts(FULL),orderDiscounts(FULL),deliveryCost(FULL)',
  'totalTax(FULL),totalVat(FULL),totalPrice(FULL),totalPriceWithTax(FULL)',
  `entries(${ENTRY})`,
].join(',');
