import { useState } from 'react';
import { useTranslate } from '../../core/i18n/use-translate';
import { orderMessages } from './order.messages';

interface AccessCodesProps {
  codes: readonly string[];
}

/** Single-use access codes with copy buttons (spec section 2). */
export function AccessCodes({ codes }: AccessCodesProps) {
  const t = useTranslate(orderMessages);
  const [said, setSaid] = useState('');
  if (codes.length === 0) return null;
  const copy = async (code: string) => {
    try {
      await navigator.clipboard.writeText(code);
      setSaid(t('copied', { code }));
    } catch {
      setSaid(t('copyFailed'));
    }
  };
  return (
    <div className="access-codes">
      <p className="access-codes-title">
        {t('accessCodes')} <span className="access-codes-hint">{t('accessCodesHint')}</span>
      </p>
      <ul>
        {codes.map((code) => (
          <li key={code}>
            <code>{code}</code>
            <button
              type="button"
              className="button-secondary copy-button"
              aria-label={t('copyCode', { code })}
              onClick={() => void copy(code)}
            >
              {t('copy')}
            </button>
          </li>
        ))}
      </ul>
      <p className="visually-hidden" role="status">
        {said}
      </p>
    </div>
  );
}
