import { useCallback, useId, useState, type KeyboardEvent, type MouseEvent } from 'react';
import type { Translate } from '../../core/i18n/messages';
import { initialsOf, type User } from '../../core/store/user';
import { focusHomeRef } from '../../ui/focus/focus-home';
import { lazyPart, PartBoundary } from '../../ui/lazy/lazy-part';
import type { MenuFocus } from './account-menu-panel';
import type { AccountMenuMessageKey } from './account-menu.messages';

// The menu (and floating-ui) loads as the shopper goes for the button, which is on every page.
const AccountMenuPanel = lazyPart(
  () => import('./account-menu-panel'),
  (m) => m.AccountMenuPanel,
);
const prefetchPanel = AccountMenuPanel.prefetch;

interface SignedInMenuProps {
  user: User;
  t: Translate<AccountMenuMessageKey>;
  onSignOut: () => void;
}

/** The initials button of a WAI-ARIA menu button (spec section 2). */
export function SignedInMenu({ user, t, onSignOut }: SignedInMenuProps) {
  const [open, setOpen] = useState<MenuFocus | null>(null);
  const [button, setButton] = useState<HTMLButtonElement | null>(null);
  // The button is the page's focus home too (../../ui/focus/focus-home.ts).
  const buttonRef = useCallback((node: HTMLButtonElement | null) => {
    setButton(node);
    return focusHomeRef(node);
  }, []);
  const close = useCallback(() => setOpen(null), []);
  const buttonId = useId();
  const menuId = useId();

  const onClick = (event: MouseEvent<HTMLButtonElement>) =>
    // A keyboard click (detail 0) opens the menu on its first item.
    setOpen((current) => (current ? null : event.detail === 0 ? 'first' : 'none'));
  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    // Escape also closes a menu whose code is still loading.
    if (event.key === 'Escape' && open) setOpen(null);
    if (event.key !== 'ArrowDown' && event.key !== 'ArrowUp') return;
    event.preventDefault();
    setOpen(event.key === 'ArrowDown' ? 'first' : 'last');
  };

  const name = `${user.firstName} ${user.lastName}`.trim();
  const initials = initialsOf(user);

  return (
    <>
      {/* The accessible name starts with the visible initials, so speech users can say what they see. */}
      <button
        type="button"
        className="account-trigger"
        part="trigger"
        ref={buttonRef}
        id={buttonId}
        aria-haspopup="menu"
        aria-expanded={open !== null}
        aria-controls={open ? menuId : undefined}
        onClick={onClick}
        onKeyDown={onKeyDown}
        onPointerEnter={prefetchPanel}
        onPointerDown={prefetchPanel}
        onFocus={prefetchPanel}
      >
        <span className="initials">{initials || '•'}</span>
        <span className="visually-hidden">
          {' '}
          {name ? t('menuLabel', { name }) : t('menuLabelNoName')}
        </span>
      </button>
      {open && button && (
        <PartBoundary fallback={null}>
          <AccountMenuPanel
            reference={button}
            id={menuId}
            name={name}
            focus={open}
            t={t}
            onClose={close}
            onSignOut={onSignOut}
          />
        </PartBoundary>
      )}
    </>
  );
}
