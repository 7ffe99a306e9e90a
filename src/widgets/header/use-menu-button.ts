import { useCallback, useEffect, useRef, useState, type KeyboardEvent } from 'react';

/**
 * WAI-ARIA disclosure for the narrow header's menu button. Escape closes it unless a menu group
 * inside used it to close itself.
 */
export type MenuButton = ReturnType<typeof useMenuButton>;

export function useMenuButton() {
  const [open, setOpen] = useState(false);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const panelRef = useRef<HTMLDivElement>(null);

  const toggle = useCallback(() => setOpen((current) => !current), []);

  // Focus moves in once the panel is shown (display: none until then).
  useEffect(() => {
    if (open) panelRef.current?.querySelector<HTMLElement>('button, a[href]')?.focus();
  }, [open]);

  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: PointerEvent) => {
      const path = event.composedPath();
      const inside = [panelRef.current, buttonRef.current].some((el) => el && path.includes(el));
      if (!inside) setOpen(false);
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [open]);

  const onPanelKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    if (event.key !== 'Escape' || !open || event.defaultPrevented) return;
    event.preventDefault();
    setOpen(false);
    buttonRef.current?.focus();
  };

  return { open, toggle, buttonRef, panelRef, onPanelKeyDown };
}
