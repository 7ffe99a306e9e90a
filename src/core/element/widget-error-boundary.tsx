import { Component, type ErrorInfo, type ReactNode } from 'react';
import { emit } from '../events/events';
import { logError } from '../platform/log';

interface Props {
  tag: string;
  element: HTMLElement;
  fallback: ReactNode;
  children: ReactNode;
}

interface State {
  failed: boolean;
}

/** Catches a render failure inside one widget so the page and the other widgets keep working. */
export class WidgetErrorBoundary extends Component<Props, State> {
  override state: State = { failed: false };

  static getDerivedStateFromError(): State {
    return { failed: true };
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    logError(`<${this.props.tag}> failed`, error, info.componentStack);
    emit(this.props.element, 'store-widget-failed', {
      tag: this.props.tag,
      message: error.message,
      reason: 'render',
    });
  }

  override render(): ReactNode {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}
