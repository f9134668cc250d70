import { Component, type ErrorInfo, type ReactNode } from 'react';
import { reportError } from '@/shared/api/error-report';

interface OverlayBoundaryProps {
  children: ReactNode;
  /** The page: when it changes, an overlay that failed is tried again. */
  resetKey: string;
}

interface OverlayBoundaryState {
  failed: boolean;
  resetKey: string;
}

/**
 * Keeps a shell overlay's failure to itself: an overlay whose code could not load (offline, a dropped connection) or
 * that threw is left out, reported, and tried again on the next page, instead of failing the whole page with it.
 */
export class OverlayBoundary extends Component<OverlayBoundaryProps, OverlayBoundaryState> {
  override state: OverlayBoundaryState = { failed: false, resetKey: this.props.resetKey };

  static getDerivedStateFromError(): Partial<OverlayBoundaryState> {
    return { failed: true };
  }

  static getDerivedStateFromProps(props: OverlayBoundaryProps, state: OverlayBoundaryState): Partial<OverlayBoundaryState> | null {
    return props.resetKey === state.resetKey ? null : { failed: false, resetKey: props.resetKey };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    const message = error instanceof Error ? `${error.name}: ${error.message}` : String(error);
    void reportError({ modelName: 'shell-overlay', interfaceAddress: this.props.resetKey, reqMsg: '', rpsMsg: `${message}${info.componentStack ?? ''}` });
  }

  override render(): ReactNode {
    return this.state.failed ? null : this.props.children;
  }
}
