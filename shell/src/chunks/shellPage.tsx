import { lazyPage } from '@hm/ui';
import type { ComponentType, ReactElement } from 'react';
import { loadWithChunkReload } from './load-with-chunk-reload';

/**
 * A code-split page of the shell itself, behind the chunk-reload guard. (Remote pages are not:
 * a remote that fails is shown in place by the federation layer.)
 * @example { path: 'About', element: shellPage(() => import('../pages/AboutPage')) }
 */
export function shellPage(load: () => Promise<{ default: ComponentType }>): ReactElement {
  return lazyPage(() => loadWithChunkReload(load), {});
}
