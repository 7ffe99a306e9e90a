export interface RetryAlertProps {
  /** What failed, announced as an alert. */
  message: string;
  /** The widget's own "Try again". */
  retryLabel: string;
  /** A retry is under way: the button stays focusable and ignores presses. */
  retrying?: boolean;
  /** Without it, only the message shows. */
  onRetry?: (() => void) | undefined;
}

/** A failure message with "Try again". */
export function RetryAlert({ message, retryLabel, retrying = false, onRetry }: RetryAlertProps) {
  return (
    <div className="error">
      <p className="message" role="alert">
        {message}
      </p>
      {onRetry ? (
        <button
          type="button"
          className="button-primary"
          part="trigger"
          aria-disabled={retrying || undefined}
          onClick={retrying ? undefined : onRetry}
        >
          {retryLabel}
        </button>
      ) : null}
    </div>
  );
}
