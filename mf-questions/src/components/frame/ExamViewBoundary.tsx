import { Alert, Button } from 'antd';
import { Component, type ReactNode } from 'react';

interface Props {
  /** Called on every render, so a retry asks for the view's code anew (a failed lazy component stays failed). */
  children: () => ReactNode;
  /** In the assessment's language. */
  words: { title: string; retry: string };
}

interface State {
  failed: boolean;
}

/**
 * Keeps a question whose view's code could not arrive (the connection
 * dropped before the applicant scrolled to it) to that question: the others
 * stay on the screen and keep saving. It tries again by itself when the
 * browser is back online, and on Try again.
 */
export class ExamViewBoundary extends Component<Props, State> {
  override state: State = { failed: false };

  static getDerivedStateFromError(): State {
    return { failed: true };
  }

  override componentDidMount(): void {
    window.addEventListener('online', this.retry);
  }

  override componentWillUnmount(): void {
    window.removeEventListener('online', this.retry);
  }

  private retry = () => {
    if (this.state.failed) this.setState({ failed: false });
  };

  override render() {
    if (!this.state.failed) return this.props.children();
    return (
      <Alert
        type="warning"
        showIcon
        title={<bdi>{this.props.words.title}</bdi>}
        action={
          <Button size="small" onClick={this.retry}>
            {this.props.words.retry}
          </Button>
        }
      />
    );
  }
}
