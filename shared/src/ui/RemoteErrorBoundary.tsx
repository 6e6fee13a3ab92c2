import { Component, type ReactNode } from 'react';
import { frontendTelemetry } from '../http/frontendTelemetry';
import { ErrorView } from './StatusView';

interface Props {
  name: string;
  children: ReactNode;
}

/**
 * A page that throws while rendering shows "This section stopped working" with a reload, inside
 * the remote's frame, instead of blanking it (React logs the error itself), and is counted.
 */
export class RemoteErrorBoundary extends Component<Props, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  /** Counted under the remote and its release (docs/operations.md), nothing of the error's text. */
  override componentDidCatch() {
    frontendTelemetry.report('crash', this.props.name);
  }

  override render() {
    if (!this.state.failed) return this.props.children;
    return <ErrorView messageKey="error.renderFailed" testId={`render-error-${this.props.name}`} onRetry={() => window.location.reload()} />;
  }
}
