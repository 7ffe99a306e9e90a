import type { Product } from '../../api/products/product.schema';
import type { Translate } from '../../core/i18n/messages';
import type { cartMessages } from '../../rules/cart/cart.messages';
import type { RowView } from './quick-order-row';
import type { QuickOrderMessageKey } from './quick-order.messages';
import type { AlertFeedback, FormMessage, RowState, StatusFeedback } from './quick-order-state';
import type { RowOutcome } from './row-results';

/** What the quick order shows: a row's view, the status and alert lines, in the page's language. */
export type CartText = Translate<keyof typeof cartMessages.en>;
export type OwnText = Translate<QuickOrderMessageKey>;

export function say(message: FormMessage, t: OwnText, tc: CartText): string {
  return message.source === 'cart'
    ? tc(message.key, message.params)
    : t(message.key, message.params);
}

/** What the flags add to a row: the product's thumbnail address ('' none) and third-party notice. */
export interface RowExtras {
  thumbnail: (images: Product['images']) => string;
  thirdPartyProgram: boolean;
}

export function rowView(
  row: RowState,
  number: number,
  outcome: RowOutcome,
  revealed: boolean,
  t: OwnText,
  tc: CartText,
  extras: RowExtras,
): RowView {
  const product =
    outcome.status === 'ok' || outcome.status === 'error' ? outcome.product : undefined;
  const error = outcome.status === 'error' && revealed ? outcome : undefined;
  let state: RowView['state'] = 'empty';
  if (outcome.status === 'pending') {
    // Settled on this very entry: its lookup is on its way. Otherwise it waits for the pause.
    state = !row.editing && row.settledEntry === row.entry ? 'checking' : 'waiting';
  } else if (outcome.status === 'ok') state = 'ok';
  else if (outcome.status === 'error') state = error ? 'error' : 'waiting';
  return {
    id: row.id,
    number,
    entry: row.entry,
    quantity: row.quantity,
    entryLabel: t('entryLabel', { row: number }),
    quantityLabel: t('quantityLabel', { row: number }),
    state,
    productName: product?.name ?? '',
    programName: product?.programName ?? '',
    price: product?.price.formattedValue ?? '',
    level: product ? t('level', { level: product.qualificationLevel }) : '',
    message: error ? say(error.message, t, tc) : '',
    invalid: error ? error.field : null,
    qualificationLink: error?.error === 'insufficientQualification',
    retryLabel: error?.error === 'lookupFailed' ? t('tryAgainRow', { row: number }) : '',
    imageUrl: product ? extras.thumbnail(product.images) : '',
    notices: outcome.status === 'ok' ? okNotices(outcome, t, tc, extras) : [],
  };
}

function okNotices(
  outcome: Extract<RowOutcome, { status: 'ok' }>,
  t: OwnText,
  tc: CartText,
  extras: RowExtras,
): string[] {
  const notices = outcome.notices.map((notice) => tc(notice.key, notice.params));
  const thirdParty = extras.thirdPartyProgram ? outcome.product.thirdPartyProgram : undefined;
  if (thirdParty) notices.push(t('thirdPartyProgram', { publisher: thirdParty.publisher }));
  return notices;
}

export function statusText(status: StatusFeedback, t: OwnText): string {
  switch (status.kind) {
    case 'pasted':
      return status.count === 1
        ? t('pastedOne', { first: status.first })
        : t('pastedMany', { count: status.count, first: status.first, last: status.last });
    case 'rowAdded':
      return t('rowAdded', { row: status.row });
    case 'checking':
      return t('checkingAll');
    case 'added':
      return status.products.length === 1
        ? t('addedOne')
        : t('addedMany', { count: status.products.length });
  }
}

export function alertText(alert: AlertFeedback, t: OwnText, tc: CartText): string {
  switch (alert.kind) {
    case 'tooMany': {
      const limit = tc('quickOrder.tooManyProducts', { max: alert.max });
      return alert.refused.length > 0
        ? `${limit} ${t('notPasted', { entries: alert.refused.join(', ') })}`
        : limit;
    }
    case 'invalid':
      return alert.count === 1 ? t('invalidOne') : t('invalidMany', { count: alert.count });
    case 'empty':
      return t('empty');
  }
}
