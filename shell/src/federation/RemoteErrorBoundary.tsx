import { ErrorState } from '@hm/ui';
import { Component, type ErrorInfo, type ReactNode } from 'react';
import { RemoteLoadError } from './remote-load-error';

interface Props {
  moduleName: string;
  /** A new value (the path) clears a shown error: another page may render fine. */
  resetKey: string;
  onRetry: () => void;
  children: ReactNode;
}

interface State {
  error: Error | null;
  resetKey: string;
}

/**
 * Layer 3 (rendering): a remote that fails to load or throws while rendering shows an
 * in-place error with a retry; the menu and the other modules keep working.
 */
export class RemoteErrorBoundary extends Component<Props, State> {
  override state: State = { error: null, resetKey: this.props.resetKey };

  static getDerivedStateFromError(error: Error): Partial<State> {
    return { error };
  }

  static getDerivedStateFromProps(props: Props, state: State): Partial<State> | null {
    return props.resetKey === state.resetKey ? null : { error: null, resetKey: props.resetKey };
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    console.error(`[shell] remote ${this.props.moduleName} failed`, error, info.componentStack);
  }

  override render() {
    const { error } = this.state;
    if (!error) return this.props.children;
    const message =
      error instanceof RemoteLoadError ? error.message : `Phân hệ ${this.props.moduleName} gặp lỗi khi hiển thị trang này: ${error.message}`;
    return <ErrorState title={`Không mở được phân hệ ${this.props.moduleName}`} message={message} onRetry={this.props.onRetry} />;
  }
}
