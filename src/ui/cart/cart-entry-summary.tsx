import type { CartEntry, CartUser } from '../../api/cart/cart.schema';
import { cartMessages, type CartMessage } from '../../rules/cart/cart.messages';
import { useTranslate } from '../../core/i18n/use-translate';
import { useFlag, useSite } from '../../core/react/use-store';
import { ProductThumbnail } from '../product/product-thumbnail';
import { cartDisplayMessages } from './cart-display.messages';
import { storeRoutes, type RouteSite } from '../../core/routes/routes';
import { dateTimeFormat } from '../../rules/format/intl-formats';

// What a cart entry shows about its product, read-only, wherever a cart's entries are listed.

export interface EntryRestrictionNote {
  message: CartMessage;
  /** The shopper cannot check out with this entry. */
  blocking: boolean;
  qualificationLink: boolean;
}

/** Why the owner may not buy this entry (spec section 6). */
export function entryRestriction(
  entry: Pick<CartEntry, 'product' | 'restriction'>,
  user: Pick<CartUser, 'uid' | 'qualificationLevel'>,
): EntryRestrictionNote | undefined {
  const needed = entry.product.qualificationLevel;
  if (entry.restriction?.reason === 'qualificationLevel') {
    const have = user.qualificationLevel;
    return {
      message:
        have === undefined
          ? { key: 'qualification.none', params: { needed } }
          : { key: 'qualification.insufficient', params: { needed, have } },
      blocking: true,
      qualificationLink: true,
    };
  }
  if (entry.restriction?.reason === 'accountType') {
    return {
      message: { key: 'aimsweb.organisationOnly' },
      blocking: true,
      qualificationLink: false,
    };
  }
  if (user.uid === 'anonymous') {
    return {
      message: { key: 'qualification.checkedLater', params: { needed } },
      blocking: false,
      qualificationLink: false,
    };
  }
  return undefined;
}

export function formatShipDate(isoDate: string, locale: string): string {
  const date = new Date(`${isoDate}T00:00:00Z`);
  if (Number.isNaN(date.getTime())) return isoDate;
  return dateTimeFormat(locale, { dateStyle: 'long', timeZone: 'UTC' }).format(date);
}

export function qualificationsHref(site: RouteSite): string {
  return storeRoutes(site).account.qualifications;
}

interface CartEntrySummaryProps {
  entry: CartEntry;
  user: CartUser;
  headingLevel?: 'h2' | 'h3' | 'h4';
  restrictionId?: string;
}

export function CartEntrySummary({
  entry,
  user,
  headingLevel: Heading = 'h3',
  restrictionId,
}: CartEntrySummaryProps) {
  const t = useTranslate(cartDisplayMessages);
  const tr = useTranslate(cartMessages);
  const site = useSite();
  const { product } = entry;
  const restriction = entryRestriction(entry, user);
  const thirdParty = useFlag('third-party-program') ? product.thirdPartyProgram : undefined;
  return (
    <div className="entry-summary">
      <ProductThumbnail images={product.images} size={64} className="entry-image" />
      <Heading className="entry-name">{product.name}</Heading>
      <dl className="entry-facts">
        <div>
          <dt>{t('program')}</dt>
          <dd>{product.programName}</dd>
        </div>
        <div>
          <dt>{t('productCode')}</dt>
          <dd>{product.code}</dd>
        </div>
        <div>
          <dt>{t('qualificationLevel')}</dt>
          <dd>{product.qualificationLevel}</dd>
        </div>
        <div>
          <dt>{t('unitPrice')}</dt>
          <dd>{entry.basePrice.formattedValue}</dd>
        </div>
      </dl>
      {entry.availability !== undefined && entry.availability !== 'inStock' && (
        <p className="entry-note" data-availability={entry.availability}>
          {t('estimatedShipDate', { date: formatShipDate(entry.availability, site.locale) })}
        </p>
      )}
      {thirdParty && (
        <p className="entry-note" data-flag="third-party-program">
          {t('thirdPartyProgram', { publisher: thirdParty.publisher })}
        </p>
      )}
      {entry.notDiscountable && (
        <p className="entry-flag" data-flag="not-discountable">
          {t('notDiscountable')}
        </p>
      )}
      {restriction && (
        <p
          id={restrictionId}
          className={restriction.blocking ? 'entry-restriction' : 'entry-note'}
          data-restriction={entry.restriction?.reason ?? 'checked-later'}
        >
          {tr(restriction.message.key, restriction.message.params)}
          {restriction.qualificationLink && (
            <>
              {' '}
              <a href={qualificationsHref(site)}>{tr('qualification.updateLink')}</a>
            </>
          )}
        </p>
      )}
    </div>
  );
}

export function CartEntryAmounts({ entry }: { entry: CartEntry }) {
  const t = useTranslate(cartDisplayMessages);
  return (
    <dl className="entry-amounts">
      <div>
        <dt>{t('lineTotal')}</dt>
        <dd className="entry-line-total">{entry.totalPrice.formattedValue}</dd>
      </div>
      {entry.totalDiscounts.value > 0 && (
        <div>
          <dt>{t('lineDiscount')}</dt>
          <dd className="entry-discount">−{entry.totalDiscounts.formattedValue}</dd>
        </div>
      )}
    </dl>
  );
}
