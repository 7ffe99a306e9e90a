import type { Order } from '../../api/orders/order.schema';
import { useTranslate } from '../../core/i18n/use-translate';
import { cardBrandName } from '../../rules/card/card-brand';
import { AddressText } from '../forms/address-text';
import { Fact } from './order-fact';
import { orderLineMessages } from './order-lines.messages';
import { orderMessages } from './order.messages';

interface OrderFactsProps {
  order: Order;
  date: (iso: string) => string;
  /** The invoice line (spec section 3); a confirmation has none to show. */
  showInvoice?: boolean;
}

/** Every order label of spec section 3, for the order confirmation and the order details. */
export function OrderFacts({ order, date, showInvoice = false }: OrderFactsProps) {
  const t = useTranslate(orderMessages);
  const lines = useTranslate(orderLineMessages);
  const { payment } = order;
  const paymentText =
    payment.type === 'CARD'
      ? t('cardEndingIn', { brand: cardBrandName(payment.brand), last4: payment.last4 })
      : payment.type === 'PURCHASE_ORDER'
        ? t('purchaseOrder', { number: payment.poNumber })
        : t('bankTransfer');
  return (
    <dl className="order-facts">
      <Fact label={t('webReference')}>
        <strong className="web-reference">{order.code}</strong>{' '}
        <span className="fact-hint">{t('webReferenceHint')}</span>
      </Fact>
      <Fact label={t('datePlaced')}>{date(order.created)}</Fact>
      <Fact label={t('placedBy')}>
        {order.placedBy.customerService
          ? t('placedByService', { name: order.placedBy.name })
          : order.placedBy.name}
      </Fact>
      <Fact label={lines('customerAccount')}>
        {order.customerAccount.name}
        {order.customerAccount.accountNumber && ` (${order.customerAccount.accountNumber})`}
      </Fact>
      <Fact label={t('qualifiedUser')}>
        {order.qualifiedUser.name}, {order.qualifiedUser.email}
      </Fact>
      {(order.qglobalAccountNumber || order.qglobalAccountNew) && (
        <Fact label={t('qglobalAccount')}>{order.qglobalAccountNumber ?? t('qglobalNew')}</Fact>
      )}
      {order.aimswebAccountNumber && (
        <Fact label={t('aimswebAccount')}>{order.aimswebAccountNumber}</Fact>
      )}
      <Fact label={t('payment')}>{paymentText}</Fact>
      {payment.type === 'CARD' && payment.billingAddress && (
        <Fact label={t('cardBilling')}>
          <AddressText address={payment.billingAddress} />
        </Fact>
      )}
      {showInvoice && <Fact label={t('invoice')}>{order.invoiceNumber ?? t('notInvoiced')}</Fact>}
      <Fact label={lines('billing')}>
        <AddressText address={order.billingAddress} />
      </Fact>
      <Fact label={lines('shipping')}>
        {order.deliveryAddress ? (
          <AddressText address={order.deliveryAddress} />
        ) : (
          t('nothingShipped')
        )}
      </Fact>
      {order.deliveryMode && (
        <Fact label={lines('shippingMethod')}>
          {order.deliveryMode.name} ({order.deliveryMode.description})
        </Fact>
      )}
      {order.appliedVouchers.length > 0 && (
        <Fact label={t('promotions')}>
          {order.appliedVouchers.map((voucher) => `${voucher.code}: ${voucher.name}`).join('; ')}
        </Fact>
      )}
      {order.uapDiscount && (
        <Fact label={t('uapDiscounts')}>−{order.uapDiscount.formattedValue}</Fact>
      )}
    </dl>
  );
}
