import {
  autoUpdate,
  flip,
  FloatingFocusManager,
  offset,
  shift,
  useClick,
  useDismiss,
  useFloating,
  useInteractions,
  useListNavigation,
  useRole,
} from '@floating-ui/react';
import { useCallback, useRef, useState } from 'react';
import type { Translate } from '../../core/i18n/messages';
import { useTranslate } from '../../core/i18n/use-translate';
import { useSite } from '../../core/react/use-store';
import { initialsOf, type User } from '../../core/store/user';
import { focusHomeRef } from '../../ui/focus-home';
import { WidgetPortal } from '../../ui/widget-portal';
import { accountLinks } from '../../ui/account-page/account-pages';
import { accountPageNames } from '../../ui/account-page/account-pages.messages';
import { useAccountFlags } from '../../ui/account-page/use-account-flags';
import type { AccountMenuMessageKey } from './account-menu.messages';

interface SignedInMenuProps {
  user: User;
  t: Translate<AccountMenuMessageKey>;
  onSignOut: () => void;
}

/** The initials button and its menu (spec section 2): keyboard, focus and dismissal by floating-ui. */
export function SignedInMenu({ user, t, onSignOut }: SignedInMenuProps) {
  const site = useSite();
  const pageName = useTranslate(accountPageNames);
  const links = accountLinks(site, useAccountFlags());
  const [open, setOpen] = useState(false);
  const [activeIndex, setActiveIndex] = useState<number | null>(null);
  const listRef = useRef<(HTMLElement | null)[]>([]);
  const { refs, floatingStyles, context } = useFloating({
    open,
    onOpenChange: setOpen,
    placement: 'bottom-end',
    middleware: [offset(8), flip(), shift({ padding: 8 })],
    whileElementsMounted: autoUpdate,
  });
  const { getReferenceProps, getFloatingProps, getItemProps } = useInteractions([
    useClick(context),
    useDismiss(context),
    useRole(context, { role: 'menu' }),
    useListNavigation(context, { listRef, activeIndex, onNavigate: setActiveIndex, loop: true }),
  ]);
  // The floating menu's anchor, and the page's focus home (../../ui/focus-home.ts).
  const { setReference } = refs;
  const triggerRef = useCallback(
    (node: HTMLButtonElement | null) => {
      setReference(node);
      const leave = focusHomeRef(node);
      return () => {
        setReference(null);
        leave();
      };
    },
    [setReference],
  );
  const name = `${user.firstName} ${user.lastName}`.trim();
  const initials = initialsOf(user);
  const itemCount = links.length + 1;

  return (
    <>
      {/* The accessible name starts with the visible initials, so speech users can say what they see. */}
      <button
        type="button"
        className="account-trigger"
        part="trigger"
        ref={triggerRef}
        {...getReferenceProps()}
      >
        <span className="initials">{initials || '•'}</span>
        <span className="visually-hidden">
          {' '}
          {name ? t('menuLabel', { name }) : t('menuLabelNoName')}
        </span>
      </button>
      {open && (
        <WidgetPortal>
          <FloatingFocusManager context={context} modal={false} guards={false}>
            <div
              className="widget-root account-panel"
              part="panel"
              ref={refs.setFloating}
              style={floatingStyles}
              {...getFloatingProps()}
            >
              <p className="account-name" aria-hidden="true">
                {name}
              </p>
              {links.map((link, index) => (
                <a
                  key={link.id}
                  href={link.href}
                  role="menuitem"
                  className="account-item"
                  part="item"
                  tabIndex={activeIndex === index ? 0 : -1}
                  ref={(node) => {
                    listRef.current[index] = node;
                  }}
                  {...getItemProps()}
                >
                  {pageName(link.id)}
                </a>
              ))}
              <button
                type="button"
                role="menuitem"
                className="account-item sign-out"
                tabIndex={activeIndex === itemCount - 1 ? 0 : -1}
                ref={(node) => {
                  listRef.current[itemCount - 1] = node;
                }}
                {...getItemProps({
                  onClick: () => {
                    setOpen(false);
                    onSignOut();
                  },
                })}
              >
                {t('signOut')}
              </button>
            </div>
          </FloatingFocusManager>
        </WidgetPortal>
      )}
    </>
  );
}
