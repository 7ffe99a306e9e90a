import type { HostedFieldName } from '../../api/payment/provider-protocol';
import { useTranslate } from '../../core/i18n/use-translate';
import { useComponentSheet } from '../use-component-sheet';
import css from './hosted-fields.css?inline';
import { paymentMessages } from './payment.messages';
import type { HostedFields } from './use-hosted-fields';

/**
 * One card field: the provider's page in an iframe, as tall as the page asks. Sandboxed: the
 * provider's page may run its script and call its own origin, never navigate ours.
 */
export function HostedField({
  hosted,
  field,
  className,
}: {
  hosted: HostedFields;
  field: HostedFieldName;
  className?: string;
}) {
  useComponentSheet(css);
  const frame = hosted.frame(field);
  if (!frame) return null;
  // Keyed by its address (which names the session): another session (another saved card) gets a
  // new frame, so a late load event of the previous page can never mark the new session's field
  // loaded while its page is still on the way.
  return (
    <iframe
      key={frame.src}
      ref={frame.ref}
      src={frame.src}
      title={frame.title}
      onLoad={frame.onLoad}
      sandbox="allow-scripts allow-same-origin"
      className={['hosted-field', `hosted-field-${field}`, className].filter(Boolean).join(' ')}
      style={frame.height === undefined ? undefined : { height: `${frame.height}px` }}
    />
  );
}

/**
 * The session's fields in the usual layout (the number, then expiry and security code side by
 * side), or, without a provider, that card payments are not available.
 */
export function HostedCardFields({ hosted }: { hosted: HostedFields }) {
  useComponentSheet(css);
  const t = useTranslate(paymentMessages);
  if (!hosted.available)
    return (
      <p className="hosted-fields-unavailable" role="alert">
        {t('payment.unavailable')}
      </p>
    );
  return (
    <div className="hosted-fields">
      {hosted.fields.map((field) => (
        <HostedField key={field} hosted={hosted} field={field} />
      ))}
    </div>
  );
}
