import { useRef, useState } from 'react';
import type { Snapshot } from 'valtio/vanilla';
import { coreMessages } from '../i18n/core.messages';
import { useTranslate } from '../i18n/use-translate';
import { useStoreSelector } from '../react/use-store';
import { activeEmulation, requestEndEmulation } from '../store/emulation';
import type { StoreState } from '../store/store';

const selectEmulation = (state: Snapshot<StoreState>) => activeEmulation(state);

/**
 * While a customer service member acts for a customer (issue 12), every widget says so above its
 * content, with "End session". Rendered by the element wrapper, so no widget has to remember it;
 * nothing shows for anyone else, a customer included (activeEmulation checks the signed-in user).
 */
export function EmulationBanner() {
  const emulation = useStoreSelector(selectEmulation);
  const t = useTranslate(coreMessages);
  const [ending, setEnding] = useState(false);
  const banner = useRef<HTMLDivElement>(null);
  if (!emulation) return null;
  const end = () => {
    if (ending) return;
    setEnding(true);
    // The button goes with the banner: its widget takes the focus rather than the page's body.
    const widget = banner.current?.closest<HTMLElement>('.widget-root');
    void requestEndEmulation().finally(() => {
      setEnding(false);
      const root = widget?.getRootNode() as ShadowRoot | undefined;
      if (widget && root && !root.activeElement) {
        widget.tabIndex = -1;
        widget.focus();
      }
    });
  };
  return (
    <div className="emulation-banner" part="emulation-banner" ref={banner}>
      <p className="emulation-banner-text">
        {t('emulationBanner', { name: emulation.customerName })}
      </p>
      <button
        type="button"
        className="button-secondary emulation-banner-end"
        aria-disabled={ending || undefined}
        onClick={end}
      >
        {t('endEmulation')}
      </button>
    </div>
  );
}
