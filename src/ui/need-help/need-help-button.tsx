import { useState } from 'react';
import { useTranslate } from '../../core/i18n/use-translate';
import { needHelpButtonMessages } from './need-help-button.messages';
import { lazyPart, PartBoundary } from '../lazy/lazy-part';

// The dialog, its texts in four languages and the support hours load on first use: almost no
// visit opens it, and the header is on every page. Hover or focus fetches it ahead of the click.
const NeedHelpDialog = lazyPart(
  () => import('./need-help-dialog'),
  (m) => m.NeedHelpDialog,
);
const prefetch = NeedHelpDialog.prefetch;

interface NeedHelpButtonProps {
  /** The opener's look is the host widget's (a link-like button in the header's bar, …). */
  className?: string;
}

/** Kept mounted once loaded, so the native close gives focus back to this button. */
export function NeedHelpButton({ className }: NeedHelpButtonProps) {
  const t = useTranslate(needHelpButtonMessages);
  const [open, setOpen] = useState(false);
  const [wanted, setWanted] = useState(false);
  return (
    <>
      <button
        type="button"
        className={className}
        aria-haspopup="dialog"
        onPointerEnter={prefetch}
        onFocus={prefetch}
        onClick={() => {
          setWanted(true);
          setOpen(true);
        }}
      >
        {t('needHelp')}
      </button>
      {wanted && (
        <PartBoundary fallback={null}>
          <NeedHelpDialog open={open} onClose={() => setOpen(false)} />
        </PartBoundary>
      )}
    </>
  );
}
