import type { TModuleId } from '@hm/contract';
import { Component, type ErrorInfo, type ReactNode } from 'react';
import { RemoteFailure } from './RemoteFailure';

interface Props {
  moduleId: TModuleId;
  /** The path shown; a new one clears a shown error: another page may render fine. */
  pathname: string;
  onRetry: () => void;
  children: ReactNode;
}

interface State {
  error: Error | null;
  pathname: string;
}

/**
 * Layer 3 (rendering): a remote that fails to load, a page chunk that cannot be fetched, or a
 * page that throws while rendering shows an in-place error with a retry; the menu and the other
 * modules keep working. The error itself goes to the console only.
 */
export class RemoteErrorBoundary extends Component<Props, State> {
  override state: State = { error: null, pathname: this.props.pathname };

  static getDerivedStateFromError(error: Error): Partial<State> {
    return { error };
  }

  static getDerivedStateFromProps(props: Props, state: State): Partial<State> | null {
    return props.pathname === state.pathname ? null : { error: null, pathname: props.pathname };
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    console.error(`[shell] remote ${this.props.moduleId} failed`, error, info.componentStack);
  }

  override render() {
    const { error } = this.state;
    if (!error) return this.props.children;
    return <RemoteFailure moduleId={this.props.moduleId} pathname={this.props.pathname} error={error} onRetry={this.props.onRetry} />;
  }
}
