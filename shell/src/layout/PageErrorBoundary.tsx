import { ErrorPage } from '@hm/ui';
import { Component, type ErrorInfo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router-dom';
import { isChunkLoadError } from '../chunks/chunk-load-error';

function PageError({ error }: { error: Error }) {
  const { t } = useTranslation();
  // A chunk that is still missing after the one guarded reload: say so, and let the user reload.
  if (isChunkLoadError(error)) return <ErrorPage statusCode={500} message={t('errorPage.chunkFailed')} onReload={() => window.location.reload()} />;
  return <ErrorPage statusCode={500} message={error.message} />;
}

interface Props {
  resetKey: string;
  children: ReactNode;
}

interface State {
  error: Error | null;
  resetKey: string;
}

class Boundary extends Component<Props, State> {
  override state: State = { error: null, resetKey: this.props.resetKey };

  static getDerivedStateFromError(error: Error): Partial<State> {
    return { error };
  }

  static getDerivedStateFromProps(props: Props, state: State): Partial<State> | null {
    return props.resetKey === state.resetKey ? null : { error: null, resetKey: props.resetKey };
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    console.error('[shell] page failed', error, info.componentStack);
  }

  override render() {
    return this.state.error ? <PageError error={this.state.error} /> : this.props.children;
  }
}

/**
 * The error page for a shell page that fails to load or to render; another path clears it.
 * (Remotes have their own boundary with a retry, inside this one.)
 */
export function PageErrorBoundary({ children }: { children: ReactNode }) {
  return <Boundary resetKey={useLocation().pathname}>{children}</Boundary>;
}
