import { useRef, useState } from 'react';
import { useTranslate } from '../../i18n/use-translate';
import { useCore } from '../../react/core-context';
import { requestEndEmulation } from '../../store/emulation-actions';
import { emulationBannerMessages } from './emulation-banner.messages';

/** Its own chunk, so only an agent's pages load it. */
export default function EmulationBannerView({ customerName }: { customerName: string }) {
  const t = useTranslate(emulationBannerMessages);
  const core = useCore();
  const [ending, setEnding] = useState(false);
  const banner = useRef<HTMLDivElement>(null);
  const end = () => {
    if (ending) return;
    setEnding(true);
    // The button goes with the banner: its widget takes the focus rather than the page's body.
    const widget = banner.current?.closest<HTMLElement>('.widget-root');
    void requestEndEmulation(core).finally(() => {
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
      <p className="emulation-banner-text">{t('emulationBanner', { name: customerName })}</p>
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
