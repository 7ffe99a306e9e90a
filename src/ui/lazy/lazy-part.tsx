import { Component, lazy, Suspense, type ComponentType, type ReactNode } from 'react';
import { importAgain } from '../../core/element/import-again';
import { coreMessages } from '../../core/i18n/core.messages';
import { useTranslate } from '../../core/i18n/use-translate';
import { RetryAlert } from '../feedback/retry-alert';

/**
 * Issue 28: a part of a widget whose code loads when the shopper reaches it (checkout's payment
 * step, the training dialog, the sign-in form). Its load is asked for again after 1 s and 3 s
 * (importAgain); if it still fails, the nearest PartBoundary says so in place with Try again,
 * and everything around it (what the shopper typed in the steps before, the cart row, the page)
 * stays as it was. Try again forgets the failure and loads again.
 */
export interface LazyPart<P> {
  (props: P): ReactNode;
  /** Starts fetching ahead (pointer over or focus on its opener); a failure is left to the load. */
  prefetch: () => void;
}

/** The load of a part failed for good; `reset` lets the next render load it again. */
class PartLoadError extends Error {
  constructor(
    cause: unknown,
    readonly reset: () => void,
  ) {
    super(cause instanceof Error ? cause.message : String(cause), { cause });
  }
}

/**
 * `load` is a bare `import()` of the part's module (a retry from a new URL returns that module
 * itself); `pick` takes the component from it.
 */
export function lazyPart<M, P extends object>(
  load: () => Promise<M>,
  pick: (module: M) => ComponentType<P>,
): LazyPart<P> {
  const make = () =>
    lazy(() =>
      importAgain(load).then(
        (module) => ({ default: pick(module) }),
        (error: unknown) => {
          throw new PartLoadError(error, () => (Current = make()));
        },
      ),
    );
  let Current = make();
  function Part(props: P) {
    return <Current {...props} />;
  }
  Part.prefetch = () => void load().catch(() => undefined);
  return Part;
}

interface BoundaryProps {
  /** What shows while the part loads (Suspense's fallback). */
  fallback?: ReactNode;
  /**
   * Puts the failure notice in the widget's own frame, for a part that is the widget's whole
   * content (the signed-in checkout); else the notice stands alone in the part's place.
   */
  notice?: (notice: ReactNode) => ReactNode;
  children: ReactNode;
}

/** A part's load failure, in place: its alert and Try again. Other errors go on up. */
export class PartBoundary extends Component<BoundaryProps, { error: unknown; tries: number }> {
  override state = { error: null as unknown, tries: 0 };

  static getDerivedStateFromError(error: unknown) {
    return { error };
  }

  private readonly retry = () => {
    if (this.state.error instanceof PartLoadError) this.state.error.reset();
    this.setState(({ tries }) => ({ error: null, tries: tries + 1 }));
  };

  override render(): ReactNode {
    const { error, tries } = this.state;
    if (error === null) {
      return <Suspense fallback={this.props.fallback ?? null}>{this.props.children}</Suspense>;
    }
    // Not a load failure: the widget's own boundary shows its fallback.
    if (!(error instanceof PartLoadError)) throw error;
    const notice = <PartNotLoaded onRetry={this.retry} focus={tries > 0} />;
    return this.props.notice ? this.props.notice(notice) : notice;
  }
}

function PartNotLoaded({ onRetry, focus }: { onRetry: () => void; focus: boolean }) {
  const t = useTranslate(coreMessages);
  // After a Try again that failed too, the focus goes back to Try again (its button was gone
  // while the part loaded).
  const refocus = (box: HTMLDivElement | null) => {
    if (box && focus) box.querySelector('button')?.focus();
  };
  return (
    <div ref={refocus} className="part-not-loaded">
      <RetryAlert message={t('partNotLoaded')} retryLabel={t('tryAgain')} onRetry={onRetry} />
    </div>
  );
}
