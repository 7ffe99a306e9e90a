import {
  useCallback,
  useEffect,
  useRef,
  useState,
  type FocusEvent,
  type KeyboardEvent,
} from 'react';

/** WAI-ARIA disclosure navigation: one panel open at a time, arrow keys between the buttons. */
export type DisclosureNav = ReturnType<typeof useDisclosureNav>;

export function useDisclosureNav(menuIds: readonly string[], onOpen?: (id: string) => void) {
  const [openId, setOpenId] = useState<string | null>(null);
  const navRef = useRef<HTMLElement>(null);
  const buttons = useRef(new Map<string, HTMLButtonElement>());

  const close = useCallback((returnFocus: boolean) => {
    setOpenId((current) => {
      if (current && returnFocus) buttons.current.get(current)?.focus();
      return null;
    });
  }, []);

  const toggle = useCallback(
    (id: string) => {
      setOpenId((current) => (current === id ? null : id));
      if (openId !== id) onOpen?.(id);
    },
    [openId, onOpen],
  );

  // A click outside closes; composedPath() sees through our shadow root.
  useEffect(() => {
    if (!openId) return;
    const onPointerDown = (event: PointerEvent) => {
      const nav = navRef.current;
      if (nav && !event.composedPath().includes(nav)) setOpenId(null);
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [openId]);

  const registerButton = useCallback(
    (id: string) => (element: HTMLButtonElement | null) => {
      if (element) buttons.current.set(id, element);
      else buttons.current.delete(id);
    },
    [],
  );

  const focusButton = (index: number) => {
    const count = menuIds.length;
    const id = menuIds[((index % count) + count) % count];
    if (id) buttons.current.get(id)?.focus();
  };

  const onButtonKeyDown = (id: string, event: KeyboardEvent<HTMLButtonElement>) => {
    const index = menuIds.indexOf(id);
    switch (event.key) {
      case 'ArrowRight':
        event.preventDefault();
        focusButton(index + 1);
        break;
      case 'ArrowLeft':
        event.preventDefault();
        focusButton(index - 1);
        break;
      case 'Home':
        event.preventDefault();
        focusButton(0);
        break;
      case 'End':
        event.preventDefault();
        focusButton(menuIds.length - 1);
        break;
      case 'ArrowDown':
        if (openId === id) {
          event.preventDefault();
          const panel = navRef.current?.querySelector<HTMLElement>(`[data-panel="${id}"]`);
          panel?.querySelector<HTMLElement>('a')?.focus();
        }
        break;
    }
  };

  const onNavKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    if (event.key === 'Escape' && openId) {
      event.preventDefault();
      close(true);
    }
  };

  const onNavBlur = (event: FocusEvent<HTMLElement>) => {
    const next = event.relatedTarget as Node | null;
    if (next && navRef.current && !navRef.current.contains(next)) setOpenId(null);
  };

  return {
    openId,
    toggle,
    close,
    navRef,
    registerButton,
    onButtonKeyDown,
    onNavKeyDown,
    onNavBlur,
  };
}
