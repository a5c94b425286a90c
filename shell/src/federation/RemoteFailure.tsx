import type { TModuleId } from '@hm/contract';
import { usePageTitle, useUiLanguage } from '@hm/platform';
import { ErrorState } from '@hm/ui';
import { useTranslation } from 'react-i18next';
import { isChunkLoadError } from '../chunks/chunk-load-error';
import { moduleName, pageTitleOfPath } from './page-title-of-path';
import { REMOTE_NS, type RemoteFailureText } from './remote-failure-texts';
import { RemoteLoadError } from './remote-load-error';

/** What the user is told for an error: a reason of ours, never the error's own text. */
export function failureText(error: Error): RemoteFailureText {
  if (error instanceof RemoteLoadError) return error.reason;
  if (isChunkLoadError(error)) return 'unavailable';
  return 'render';
}

interface Props {
  moduleId: TModuleId;
  pathname: string;
  error: Error;
  onRetry: () => void;
}

/**
 * A module page that could not be shown, in place: the product's message in the display
 * language, a retry, and the title of the page asked for (the previous page's would stay otherwise).
 */
export function RemoteFailure({ moduleId, pathname, error, onRetry }: Props) {
  const { t } = useTranslation(REMOTE_NS);
  const lang = useUiLanguage();
  usePageTitle(pageTitleOfPath(pathname, moduleId, lang));
  return <ErrorState title={t('title', { module: moduleName(moduleId, lang) })} message={t(failureText(error))} onRetry={onRetry} />;
}
