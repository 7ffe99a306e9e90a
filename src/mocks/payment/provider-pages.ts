import type { HostedFieldName } from '../../api/payment/provider-protocol';
import { translator } from '../../core/i18n/messages';
import { LANGUAGES, type Language } from '../../core/locale/locales';
import type { CardBrand } from '../../rules/card/card-brand';
import { providerMessages } from './provider.messages';

/**
 * The fake payment provider's pages: a card field and the reCAPTCHA-like challenge. Static markup
 * (the script is hosted-field-page.ts); every value from the query is escaped.
 */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/** The page's language from its `lang` query (`fr`, `fr-CA`, …); English for anything else. */
export function pageLanguage(lang: string | null): Language {
  const primary = (lang ?? '').slice(0, 2).toLowerCase();
  return LANGUAGES.find((language) => language === primary) ?? 'en';
}

/** The store page's origin from the `parent` query, exactly an http(s) origin, else undefined. */
export function parentOrigin(parent: string | null): string | undefined {
  if (!parent) return undefined;
  try {
    const url = new URL(parent);
    return /^https?:$/.test(url.protocol) && url.origin === parent ? parent : undefined;
  } catch {
    return undefined;
  }
}

/** The pages' policy: only the provider's own resources, framed only by the `parent` origin. */
export function providerCsp(parent: string): string {
  return [
    "default-src 'none'",
    "script-src 'self'",
    "style-src 'self'",
    "connect-src 'self'",
    "base-uri 'none'",
    "form-action 'none'",
    `frame-ancestors ${parent}`,
  ].join('; ');
}

const INPUTS: Record<HostedFieldName, { name: string; autocomplete: string; maxLength: number }> = {
  number: { name: 'cardnumber', autocomplete: 'cc-number', maxLength: 23 },
  expiry: { name: 'exp-date', autocomplete: 'cc-exp', maxLength: 5 },
  cvc: { name: 'cvc', autocomplete: 'cc-csc', maxLength: 4 },
};

function page(language: Language, title: string, assets: string, body: string): string {
  return `<!doctype html>
<html lang="${language}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)}</title>
<link rel="stylesheet" href="${assets}fields.css">
<script type="module" src="${assets}fields.js"></script>
</head>
${body}
</html>
`;
}

export interface FieldPage {
  field: HostedFieldName;
  language: Language;
  /** The store's label for the field, in the page's language: plain text. */
  label: string;
  brand?: CardBrand | undefined;
}

/**
 * `{provider}/fields/{field}.html`. The input is disabled until the script listens, else what is
 * typed before is never seen (no brand, the security code checked for the wrong length).
 */
export function fieldPageHtml({ field, language, label, brand }: FieldPage): string {
  const input = INPUTS[field];
  const t = translator(providerMessages, language);
  const placeholder =
    field === 'expiry' ? ` placeholder="${escapeHtml(t('provider.expiryPlaceholder'))}"` : '';
  const brandBadge = field === 'number' ? '<span id="brand" class="brand"></span>' : '';
  return page(
    language,
    label,
    '../',
    `<body data-page="${field}"${brand ? ` data-brand="${brand}"` : ''}>
<main class="field">
<label for="input">${escapeHtml(label)}</label>
<div class="control">
<input id="input" name="${input.name}" type="text" disabled autocomplete="${input.autocomplete}" inputmode="numeric" maxlength="${input.maxLength}"${placeholder} spellcheck="false" autocapitalize="off" required aria-describedby="error${field === 'number' ? ' brand' : ''}">
${brandBadge}
</div>
<p id="error" class="error" role="alert"></p>
</main>
</body>`,
  );
}

/** `{provider}/captcha.html`: a checkbox that asks the provider for a token. */
export function captchaPageHtml(language: Language): string {
  const t = translator(providerMessages, language);
  return page(
    language,
    t('provider.captchaTitle'),
    '',
    `<body data-page="captcha">
<main class="captcha">
<div class="control">
<input id="input" type="checkbox" disabled>
<label for="input">${escapeHtml(t('provider.captchaLabel'))}</label>
</div>
<div class="notes">
<p id="status" class="status" role="status"></p>
<p id="error" class="error" role="alert"></p>
</div>
</main>
</body>`,
  );
}

/**
 * The pages' styles (the policy allows no inline style). An empty message line keeps its space: a
 * message shown on blur would move the next control between press and release, losing the click.
 */
export const PROVIDER_CSS = `html{color-scheme:light;font:16px/1.4 system-ui,-apple-system,"Segoe UI",sans-serif;color:#1f2328}
body{margin:0;padding:2px 2px 4px;background:transparent}
main{display:flex;flex-direction:column;gap:.25rem}
label{font-weight:600}
.control{display:flex;align-items:center;gap:.5rem}
.field input{box-sizing:border-box;flex:1;min-width:0;min-height:2.75rem;padding:.5rem .75rem;border:1px solid #6e7781;border-radius:4px;font:inherit;color:inherit;background:#fff}
.field input:focus-visible{outline:2px solid #0b5fff;outline-offset:1px}
.field input[aria-invalid=true]{border-color:#b00020}
.brand{flex:none;font-size:.875rem;font-weight:600;color:#57606a}
.brand:empty{display:none}
.captcha .control{padding:.75rem;border:1px solid #d0d7de;border-radius:4px;background:#f6f8fa}
.captcha input{width:1.5rem;height:1.5rem;margin:0}
.captcha label{font-weight:400}
.error{margin:0;color:#b00020;font-size:.875rem}
.status{margin:0;font-size:.875rem}
.field .error,.notes{min-height:calc(.875rem*1.4)}
.notes .error:empty,.notes .status:empty{display:none}
`;
