import type { HostedFieldName } from '../../api/payment/provider-protocol';
import { useTranslate } from '../../core/i18n/use-translate';
import { RetryAlert } from '../feedback/retry-alert';
import { useComponentSheet } from '../styles/use-component-sheet';
import css from './hosted-fields.css?inline';
import { paymentMessages } from './payment.messages';
import type { HostedFields } from './use-hosted-fields';

/** One card field: the provider's page in a sandboxed iframe, which can never navigate ours. */
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
  // A new session or reload gets a new frame, so a late load of the old page never counts for it.
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

/** The session's fields in the usual layout, or why card payments are not available. */
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
