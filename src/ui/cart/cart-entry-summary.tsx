import type { CartEntry, CartUser } from '../../api/cart/cart.schema';
import { cartMessages, type CartMessage } from '../../rules/cart/cart.messages';
import { useTranslate } from '../../core/i18n/use-translate';
import { useFlag, useSite } from '../../core/react/use-store';
import { ProductThumbnail } from '../product/product-thumbnail';
import { cartDisplayMessages } from './cart-display.messages';
import { storeRoutes, type RouteSite } from '../../core/routes/routes';

/**
 * What a cart entry shows about its product, read-only: shared by the cart page and any widget that
 * lists a cart's entries (saved cart details). The widget that renders these styles the classes
 * `entry-summary`, `entry-image`, `entry-name`, `entry-facts`, `entry-flag`, `entry-restriction`,
 * `entry-note`, `entry-amounts`.
 */

export interface EntryRestrictionNote {
  message: CartMessage;
  /** True: the shopper cannot check out with this entry. False: information. */
  blocking: boolean;
  /** Link the shopper to the qualification updates page (spec section 6). */
  qualificationLink: boolean;
}

/**
 * Why the cart's owner may not buy this entry (spec section 6), from the platform's restriction;
 * for an anonymous cart, that the level is checked once the buyer is known.
 */
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

/** An ISO date in the site's language ("March 1, 2027"); the date as given if it is not one. */
export function formatShipDate(isoDate: string, locale: string): string {
  const date = new Date(`${isoDate}T00:00:00Z`);
  if (Number.isNaN(date.getTime())) return isoDate;
  return new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeZone: 'UTC' }).format(date);
}

/** Where the shopper updates their qualifications: the store's account area (spec section 2). */
export function qualificationsHref(site: RouteSite): string {
  return storeRoutes(site).account.qualifications;
}

interface CartEntrySummaryProps {
  entry: CartEntry;
  user: CartUser;
  /** The entry name's heading level in the host widget's outline. */
  headingLevel?: 'h2' | 'h3' | 'h4';
  /** Id of the restriction message, so the widget can point other controls at it. */
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

/** The entry's line value before discounts and what the promotions take off it. */
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
