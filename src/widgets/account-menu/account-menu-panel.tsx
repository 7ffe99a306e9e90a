import {
  autoUpdate,
  flip,
  FloatingFocusManager,
  offset,
  shift,
  useDismiss,
  useFloating,
  useInteractions,
  useListNavigation,
} from '@floating-ui/react';
import { useRef, useState } from 'react';
import type { Translate } from '../../core/i18n/messages';
import { useTranslate } from '../../core/i18n/use-translate';
import { useSite } from '../../core/react/use-store';
import { accountLinks } from '../../ui/account-page/account-pages';
import { accountPageNames } from '../../ui/account-page/account-pages.messages';
import { useAccountFlags } from '../../ui/account-page/use-account-flags';
import { WidgetPortal } from '../../ui/widget-portal';
import type { AccountMenuMessageKey } from './account-menu.messages';

/** By keyboard the first or last item takes the focus, by pointer none. */
export type MenuFocus = 'first' | 'last' | 'none';

interface AccountMenuPanelProps {
  /** The initials button: it places and names the menu, and takes the focus back. */
  reference: HTMLElement;
  id: string;
  name: string;
  focus: MenuFocus;
  t: Translate<AccountMenuMessageKey>;
  onClose: () => void;
  onSignOut: () => void;
}

/** The signed-in shopper's WAI-ARIA menu (spec section 2): account pages and Sign out. */
export function AccountMenuPanel({
  reference,
  id,
  name,
  focus,
  t,
  onClose,
  onSignOut,
}: AccountMenuPanelProps) {
  const site = useSite();
  const pageName = useTranslate(accountPageNames);
  const links = accountLinks(site, useAccountFlags());
  const itemCount = links.length + 1;
  const [activeIndex, setActiveIndex] = useState<number | null>(() => {
    if (focus === 'first') return 0;
    return focus === 'last' ? itemCount - 1 : null;
  });
  const listRef = useRef<(HTMLElement | null)[]>([]);
  const { refs, floatingStyles, context } = useFloating({
    open: true,
    onOpenChange: (open) => {
      if (!open) onClose();
    },
    elements: { reference },
    placement: 'bottom-end',
    middleware: [offset(8), flip(), shift({ padding: 8 })],
    whileElementsMounted: autoUpdate,
  });
  const { getFloatingProps, getItemProps } = useInteractions([
    useDismiss(context),
    useListNavigation(context, { listRef, activeIndex, onNavigate: setActiveIndex, loop: true }),
  ]);

  return (
    <WidgetPortal>
      {/* Focus starts on the one tabbable item (the active one), or on the menu itself. */}
      <FloatingFocusManager context={context} modal={false} guards={false}>
        <div
          className="widget-root account-panel"
          part="panel"
          id={id}
          role="menu"
          aria-labelledby={reference.id}
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
                onClose();
                onSignOut();
              },
            })}
          >
            {t('signOut')}
          </button>
        </div>
      </FloatingFocusManager>
    </WidgetPortal>
  );
}
