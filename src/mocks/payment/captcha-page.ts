import { translator } from '../../core/i18n/messages';
import type { Language } from '../../core/locale/locales';
import type { ParentLink } from './parent-link';
import { providerMessages } from './provider.messages';

/** How long a solved challenge is good for (as reCAPTCHA's), then the shopper ticks it again. */
export const CAPTCHA_LIFETIME_MS = 2 * 60_000;

/**
 * The fake reCAPTCHA: a tick asks the provider for a token and hands it to the store's page; after
 * CAPTCHA_LIFETIME_MS the tick goes away (`captcha-expired`).
 */
export function startCaptchaPage(link: ParentLink, language: Language, api: URL): void {
  const t = translator(providerMessages, language);
  const box = document.getElementById('input') as HTMLInputElement;
  const status = document.getElementById('status') as HTMLElement;
  const error = document.getElementById('error') as HTMLElement;
  const reset = (message: string) => {
    box.checked = false;
    box.disabled = false;
    status.textContent = '';
    error.textContent = message;
  };
  box.addEventListener('change', async () => {
    if (!box.checked) return;
    box.disabled = true;
    error.textContent = '';
    link.post({ type: 'captcha-checking' });
    try {
      const response = await fetch(new URL('captcha', api), {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ session: link.session }),
      });
      if (!response.ok) throw new Error(`captcha ${response.status}`);
      const { token } = (await response.json()) as { token: string };
      status.textContent = t('provider.captchaSolved');
      link.post({ type: 'captcha-solved', token });
      setTimeout(() => {
        reset(t('provider.captchaExpired'));
        link.post({ type: 'captcha-expired' });
      }, CAPTCHA_LIFETIME_MS);
    } catch {
      reset(t('provider.captchaFailed'));
      link.post({ type: 'captcha-failed' });
    }
  });
  link.listen((message) => {
    if (message.type === 'focus') box.focus();
  });
}
