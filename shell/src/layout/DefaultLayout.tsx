import { CONSTANTS } from '@hm/contract';
import { LoadingOverlay, NotificationToaster } from '@hm/ui';
import { ScrollTop } from 'primereact/scrolltop';
import { Outlet, useLocation } from 'react-router-dom';
import { ReleaseNotices } from '../federation/ReleaseNotices';
import { NavigationProgressBar } from '../navigation/NavigationProgressBar';
import { Footer } from './Footer';
import { isBarePath } from './bare-paths';
import { LayoutDialogs } from './LayoutDialogs';
import { NavDrawer } from './NavDrawer';
import { PageErrorBoundary } from './PageErrorBoundary';
import { TopBar } from './TopBar';
import './layout.css';

/**
 * The default layout (spec §2): progress bar, top bar, drawer, page, footer, scroll-to-top,
 * overlay; on the public pages of `isBarePath` only the page, notifications and overlay.
 */
export function DefaultLayout() {
  const bare = isBarePath(useLocation().pathname);
  if (bare) {
    return (
      <div className="hm-layout hm-layout--bare">
        <NavigationProgressBar />
        {/* A vote page opened by a link or a card is told of a new survey module too. */}
        <ReleaseNotices />
        <main className="hm-layout__main" id="main">
          <PageErrorBoundary>
            <Outlet />
          </PageErrorBoundary>
        </main>
        <NotificationToaster />
        <LoadingOverlay />
      </div>
    );
  }
  return (
    <div className="hm-layout">
      <NavigationProgressBar />
      <TopBar />
      <ReleaseNotices />
      <NavDrawer />
      <main className="hm-layout__main" id="main">
        <PageErrorBoundary>
          <Outlet />
        </PageErrorBoundary>
      </main>
      <Footer />
      <ScrollTop threshold={CONSTANTS.scrollTopThresholdPx} className="hm-scrolltop" icon="pi pi-arrow-up" aria-label="Lên đầu trang" />
      <LayoutDialogs />
      <NotificationToaster />
      <LoadingOverlay />
    </div>
  );
}
