import { useNavigationPending } from '@hm/platform';
import { TopProgressBar } from '@hm/ui';

/** Spec §4: the bar at the top on route changes and while a lazy page or a remote loads. */
export function NavigationProgressBar() {
  return <TopProgressBar active={useNavigationPending()} />;
}
