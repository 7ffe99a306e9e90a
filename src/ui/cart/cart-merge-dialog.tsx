import { useEffect, useId, useState, useSyncExternalStore } from 'react';
import type { Cart } from '../../api/cart/cart.schema';
import type { Translate } from '../../core/i18n/messages';
import { useTranslate } from '../../core/i18n/use-translate';
import { useCore } from '../../core/react/core-context';
import { useSession, useSite } from '../../core/react/use-store';
import { ModalDialog } from '../dialog/modal-dialog';
import { useComponentSheet } from '../styles/use-component-sheet';
import {
  chooseMerge,
  claimMergeHost,
  deferMerge,
  releaseMergeHost,
  resetMergeForSignOut,
  retryMerge,
  startMerge,
} from './cart-merge';
import {
  getMergeState,
  mergeHostHolder,
  subscribeMerge,
  type MergeState,
} from './cart-merge-state';
import css from './cart-merge.css?inline';
import { cartMergeMessages, type CartMergeMessageKey } from './cart-merge.messages';
import { useCartUpdated } from './cart-updated';
import { useAnonymousGuid } from './use-cart-owner';

function summary(cart: Cart, t: Translate<CartMergeMessageKey>, language: string): string {
  const count = cart.totalUnitCount;
  const plural = new Intl.PluralRules(language).select(count) === 'one' ? 'one' : 'other';
  return t(`summary.${plural}`, { count, total: cart.totalPrice.formattedValue });
}

function doneText(state: MergeState, t: Translate<CartMergeMessageKey>): string {
  if (state.phase !== 'done') return '';
  if (state.step === 'combine') return t('doneCombine');
  if (state.step === 'keep-new') return t('doneKeepNew', { name: state.savedName ?? '' });
  return t('doneSilent');
}

/** The merges already told to the page, whichever host was acting. */
const toldMerges = new WeakSet<MergeState>();

export function CartMergeDialogHost() {
  const t = useTranslate(cartMergeMessages);
  const { language } = useSite();
  const session = useSession();
  const { queries } = useCore();
  const guid = useAnonymousGuid();
  const holder = useSyncExternalStore(subscribeMerge, mergeHostHolder, () => null);
  const state = useSyncExternalStore(subscribeMerge, getMergeState, getMergeState);
  // An object, not useId: ids repeat across the React roots of different widgets.
  const [token] = useState(() => ({}));
  const acting = holder === token;

  useEffect(() => {
    if (holder === null) claimMergeHost(token);
  }, [holder, token]);
  useEffect(() => () => releaseMergeHost(token), [token]);

  const userId = session.loading ? undefined : (session.user?.id ?? null);
  const description = t('savedDescription');
  useEffect(() => {
    if (!acting || userId === undefined) return;
    if (userId === null) resetMergeForSignOut();
    else if (guid !== null) startMerge(userId, guid, queries, description);
  }, [acting, userId, guid, queries, description]);

  // Tell the page once per merge: each done state is a new object.
  const cartUpdated = useCartUpdated();
  useEffect(() => {
    if (!acting || state.phase !== 'done' || toldMerges.has(state)) return;
    toldMerges.add(state);
    cartUpdated('merged', state.brought);
  }, [acting, state, cartUpdated]);

  useComponentSheet(css, acting);
  if (!acting) return null;

  const carts = 'carts' in state ? state.carts : undefined;
  const working = state.phase === 'working';
  const failed = state.phase === 'failed';
  const open = state.phase === 'asking' || failed || (working && carts !== undefined);
  // The live region must exist before its message arrives to be announced.
  const mayMerge = (typeof userId === 'string' && guid !== null) || state.phase !== 'idle';

  return (
    <>
      {mayMerge && (
        <p className="visually-hidden" role="status">
          {doneText(state, t)}
        </p>
      )}
      <ModalDialog
        open={open}
        title={carts ? t('title') : t('failedTitle')}
        onClose={deferMerge}
        className="cart-merge-dialog"
      >
        {failed ? (
          <>
            <p className="cart-merge-error" role="alert">
              {t(state.step === 'check' ? 'failedCheck' : 'failed')}
            </p>
            <div className="cart-merge-actions">
              <button type="button" className="cart-merge-button is-primary" onClick={retryMerge}>
                {t('tryAgain')}
              </button>
              <button type="button" className="cart-merge-button" onClick={deferMerge}>
                {t('later')}
              </button>
            </div>
          </>
        ) : carts ? (
          <>
            <p className="cart-merge-text">{t('intro')}</p>
            <dl className="cart-merge-carts">
              <dt>{t('newCartLabel')}</dt>
              <dd>{summary(carts.anonymous, t, language)}</dd>
              <dt>{t('previousCartLabel')}</dt>
              <dd>{summary(carts.previous, t, language)}</dd>
            </dl>
            <Choice
              label={t('combine')}
              hint={t('combineHint')}
              primary
              busy={working}
              onChoose={() => chooseMerge('combine')}
            />
            <Choice
              label={t('keepNew')}
              hint={t('keepNewHint', { name: carts.savedName })}
              busy={working}
              onChoose={() => chooseMerge('keep-new')}
            />
            <Choice label={t('later')} hint={t('laterHint')} busy={working} onChoose={deferMerge} />
          </>
        ) : null}
        <p className="cart-merge-status" role="status" aria-live="polite">
          {working ? t('working') : ''}
        </p>
      </ModalDialog>
    </>
  );
}

interface ChoiceProps {
  label: string;
  hint: string;
  primary?: boolean;
  /** The buttons stay focusable (focus is not lost) but do nothing. */
  busy: boolean;
  onChoose: () => void;
}

function Choice({ label, hint, primary = false, busy, onChoose }: ChoiceProps) {
  const hintId = useId();
  return (
    <div className="cart-merge-choice">
      <button
        type="button"
        className={primary ? 'cart-merge-button is-primary' : 'cart-merge-button'}
        aria-describedby={hintId}
        aria-disabled={busy || undefined}
        onClick={busy ? undefined : onChoose}
      >
        {label}
      </button>
      <p className="cart-merge-hint" id={hintId}>
        {hint}
      </p>
    </div>
  );
}
