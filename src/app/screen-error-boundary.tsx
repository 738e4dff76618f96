import { Component, type ComponentType, type ErrorInfo, type ReactNode } from 'react';

export interface ScreenErrorBoundaryProps {
  /** Drawn with the error instead of the children once they threw. */
  fallback: ComponentType<{ error: unknown }>;
  /** A change of this value (the pathname) clears the error, so navigating away recovers. */
  resetKey?: string;
  children: ReactNode;
}

interface State {
  error: unknown;
  failed: boolean;
  resetKey: string | undefined;
}

/** Catches what a screen (or a lazy chunk of it) throws so the rest of the page keeps working. */
export class ScreenErrorBoundary extends Component<ScreenErrorBoundaryProps, State> {
  override state: State = { error: null, failed: false, resetKey: this.props.resetKey };

  static getDerivedStateFromError(error: unknown): Partial<State> {
    return { error, failed: true };
  }

  static getDerivedStateFromProps(props: ScreenErrorBoundaryProps, state: State): Partial<State> | null {
    if (props.resetKey === state.resetKey) return null;
    return { error: null, failed: false, resetKey: props.resetKey };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    // Kept in the console so a support session can see what broke.
    console.error(error, info.componentStack);
  }

  override render(): ReactNode {
    const Fallback = this.props.fallback;
    return this.state.failed ? <Fallback error={this.state.error} /> : this.props.children;
  }
}
