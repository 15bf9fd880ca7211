import { Component, type ReactNode } from 'react';
import { ErrorPage } from '@/features/store/components/error-page';

type Props = { children: ReactNode; resetKey: string };
type State = { failedAt: string | null };

/** A page that throws (or whose script failed twice to load) shows the error page, not a blank screen. */
export class PageErrorBoundary extends Component<Props, State> {
  override state: State = { failedAt: null };

  static getDerivedStateFromError(): Partial<State> {
    return { failedAt: '' };
  }

  override componentDidCatch(): void {
    this.setState({ failedAt: this.props.resetKey });
  }

  override render() {
    // Navigating elsewhere clears the error.
    if (this.state.failedAt !== null && (this.state.failedAt === '' || this.state.failedAt === this.props.resetKey)) {
      return <ErrorPage inLayout />;
    }
    return this.props.children;
  }
}
