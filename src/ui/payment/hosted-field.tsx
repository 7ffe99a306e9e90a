import type { HostedFieldName } from '../../api/payment/provider-protocol';
import { useTranslate } from '../../core/i18n/use-translate';
import { RetryAlert } from '../feedback/retry-alert';
import { useComponentSheet } from '../styles/use-component-sheet';
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
  // Keyed by its address (which names the session) and attempt: another session (another saved
  // card) or a silent frame's reload gets a new frame, so a late load event of the page it
  // replaces can never count for the new one while its page is still on the way.
  return (
    <iframe
      key={`${frame.src}#${frame.attempt}`}
      ref={frame.ref}
      src={frame.src}
      title={frame.title}
      onLoad={(event) => frame.onLoad(event.currentTarget)}
      sandbox="allow-scripts allow-same-origin"
      className={['hosted-field', `hosted-field-${field}`, className].filter(Boolean).join(' ')}
      style={frame.height === undefined ? undefined : { height: `${frame.height}px` }}
    />
  );
}

/**
 * The session's fields in the usual layout (the number, then expiry and security code side by
 * side); without a provider, that card payments are not available; and when a field's frame stayed
 * silent after its reload, that the card fields could not be loaded, with Try again.
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
  if (hosted.failed)
    return (
      <RetryAlert
        message={t('payment.cardFieldsNotLoaded')}
        retryLabel={t('payment.tryAgain')}
        onRetry={hosted.retry}
      />
    );
  return (
    <div className="hosted-fields">
      {hosted.fields.map((field) => (
        <HostedField key={field} hosted={hosted} field={field} />
      ))}
    </div>
  );
}
