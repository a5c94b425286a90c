import { moduleName, type TModuleId } from '@hm/contract';
import { useIsAuthenticated } from '@hm/platform';
import { Button } from 'primereact/button';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router-dom';
import { type AssignedRelease, releaseAssignment } from './release-assignment';
import { RELEASE_NS } from './release-notice-texts';
import { checkReleaseAssignment, RELEASE_POLL_MS, useReleaseNotice } from './release-watch';
import { voteLinkOf } from './vote-link';
import './release-notices.css';

/**
 * Under the top bar, for a signed-in user and on a vote page opened by a link or a ballot card
 * (docs/decisions/module-releases.md):
 * - "A new version is available — Reload" when the releases this page would load changed since it
 *   loaded (asked every minute, on focus and on each route change); non-blocking, nothing is
 *   swapped or reloaded by itself, so a vote in progress finishes on the version it started with;
 * - a banner naming the QA releases this account runs instead of its hospital's.
 */
export function ReleaseNotices() {
  const authenticated = useIsAuthenticated();
  const { t, i18n } = useTranslation(RELEASE_NS);
  const { pathname, hash } = useLocation();
  // A vote page without a login follows its link's hospital's survey module (release-watch.ts).
  const votePage = voteLinkOf({ pathname, hash }) !== null;
  const watching = authenticated || votePage;
  const stale = useReleaseNotice((s) => s.stale !== null);
  const dismiss = useReleaseNotice((s) => s.dismiss);
  const [overrides, setOverrides] = useState<[TModuleId, AssignedRelease][]>([]);

  useEffect(() => {
    if (!watching) return;
    let live = true;
    // The page's assignment is fixed on its first ask (here or at the first remote load).
    void releaseAssignment().then((a) => live && setOverrides((Object.entries(a) as [TModuleId, AssignedRelease][]).filter(([, r]) => r.qa_override)));
    const check = () => void checkReleaseAssignment();
    const timer = window.setInterval(check, RELEASE_POLL_MS);
    window.addEventListener('focus', check);
    return () => {
      live = false;
      window.clearInterval(timer);
      window.removeEventListener('focus', check);
    };
  }, [watching]);
  useEffect(() => {
    if (watching) void checkReleaseAssignment();
  }, [watching, pathname]);

  if (!watching || (!stale && !overrides.length)) return null;
  return (
    <div className="hm-release-notices">
      {overrides.length ? (
        <div className="hm-release-notice hm-release-notice--qa" role="status">
          <i className="pi pi-flag" aria-hidden="true" />
          <span>{t('qa', { list: overrides.map(([m, r]) => `${moduleName(m, i18n.language)} ${r.version}`).join(', ') })}</span>
          <Link to="/vi/HeThong/KiemThuPhanHe">{t('qaManage')}</Link>
        </div>
      ) : null}
      {stale ? (
        <div className="hm-release-notice" role="status" aria-describedby="hm-release-stale-hint">
          <i className="pi pi-sync" aria-hidden="true" />
          <span>{t('stale')} —</span>
          <Button type="button" size="small" label={t('reload')} onClick={() => window.location.reload()} />
          <Button type="button" size="small" text label={t('later')} onClick={dismiss} />
          <small id="hm-release-stale-hint" className="hm-release-notice__hint">
            {t('staleHint')}
          </small>
        </div>
      ) : null}
    </div>
  );
}
