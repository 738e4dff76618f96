import { Component, type ErrorInfo, type ReactNode } from 'react';

interface SectionBoundaryProps {
  id: string;
  children: ReactNode;
}

/** Keeps one section's failure to itself: the section disappears, the error is logged, the rest of the page lives. */
export class SectionBoundary extends Component<SectionBoundaryProps, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    console.error(`Section "${this.props.id}" failed`, error, info.componentStack);
  }

  override render(): ReactNode {
    return this.state.failed ? null : this.props.children;
  }
}
