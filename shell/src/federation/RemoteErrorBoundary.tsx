import { Component, type ReactNode } from 'react';

interface Props {
  /** Rendered instead of the children after they failed to load or threw; gets what was thrown. */
  fallback: (error: unknown) => ReactNode;
  children: ReactNode;
}

interface State {
  failed: boolean;
  error: unknown;
}

/**
 * Keeps a remote's failure inside its page: the menu and the other routes go on working. React reports the error
 * it caught in the console once; a log here would say it twice.
 */
export class RemoteErrorBoundary extends Component<Props, State> {
  override state: State = { failed: false, error: undefined };

  static getDerivedStateFromError(error: unknown): State {
    return { failed: true, error };
  }

  override render(): ReactNode {
    return this.state.failed ? this.props.fallback(this.state.error) : this.props.children;
  }
}
