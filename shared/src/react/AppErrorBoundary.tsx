import { Alert, Button } from 'antd';
import { Component, type ErrorInfo, type ReactNode } from 'react';

interface Props {
  children: ReactNode;
  /** Shown as the alert's title; defaults to a sentence about this part of the app. */
  title?: string;
  /** Runs before the boundary shows its children again (e.g. to reload a remote). */
  onRetry?: () => void;
}

interface State {
  error: Error | null;
}

/**
 * Keeps a failure inside the area it happened in: a remote that throws or
 * cannot load shows a warning with a retry button; the rest keeps working.
 * An Alert, not antd's Result: a boundary shows when code failed to arrive,
 * so what it shows must already be on the page (Alert is in every page's
 * antd; Result is loaded when first shown, see LazyResult).
 */
export class AppErrorBoundary extends Component<Props, State> {
  override state: State = { error: null };

  static getDerivedStateFromError(error: Error): State {
    return { error };
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    console.error('A part of Mizan failed to render', error, info.componentStack);
  }

  private retry = () => {
    this.props.onRetry?.();
    this.setState({ error: null });
  };

  override render() {
    if (!this.state.error) return this.props.children;
    return (
      <Alert
        type="warning"
        showIcon
        style={{ margin: 24 }}
        title={this.props.title ?? 'This part of Mizan could not be shown'}
        description="The rest of the application keeps working. Try again in a moment."
        action={
          <Button type="primary" onClick={this.retry}>
            Try again
          </Button>
        }
      />
    );
  }
}
