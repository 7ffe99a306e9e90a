import { Component, lazy, Suspense, type ComponentType, type ReactNode } from 'react';
import { importAgain } from '../../core/element/import-again';
import { coreMessages } from '../../core/i18n/core.messages';
import { useTranslate } from '../../core/i18n/use-translate';
import { RetryAlert } from '../feedback/retry-alert';

/**
 * A part of a widget loaded when the shopper reaches it; a load that still fails after importAgain
 * shows Try again in place (PartBoundary), leaving the rest of the widget as it was.
 */
export interface LazyPart<P> {
  (props: P): ReactNode;
  /** Fetches ahead; a failure is left to the load. */
  prefetch: () => void;
}

class PartLoadError extends Error {
  constructor(
    cause: unknown,
    readonly reset: () => void,
  ) {
    super(cause instanceof Error ? cause.message : String(cause), { cause });
  }
}

/** `load` is a bare `import()` of the part's module; `pick` takes the component from it. */
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
  fallback?: ReactNode;
  /** Frames the failure notice, for a part that is the widget's whole content. */
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
  // A Try again that failed too: its button was gone while loading, so focus it again.
  const refocus = (box: HTMLDivElement | null) => {
    if (box && focus) box.querySelector('button')?.focus();
  };
  return (
    <div ref={refocus} className="part-not-loaded">
      <RetryAlert message={t('partNotLoaded')} retryLabel={t('tryAgain')} onRetry={onRetry} />
    </div>
  );
}
