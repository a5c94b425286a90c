import { usePageTitle } from '@hm/platform';
import type { ReactNode } from 'react';

/** The id of every page's heading, for `aria-labelledby`. */
export const PAGE_TITLE_ID = 'hm-dash-page-title';

/**
 * The heading of a page (also the top bar's title), with its actions on the right; wraps on
 * narrow screens.
 * @example <PageHeader title="Dashboard bệnh viện" actions={<ExportButtons … />} />
 */
export function PageHeader({ title, subtitle, actions }: { title: string; subtitle?: ReactNode; actions?: ReactNode }) {
  usePageTitle(title);
  return (
    <header className="hm-dash-header">
      <div className="hm-dash-header__text">
        <h1 id={PAGE_TITLE_ID} className="hm-dash-header__title">{title}</h1>
        {subtitle && <div className="hm-dash-header__subtitle">{subtitle}</div>}
      </div>
      {actions && <div className="hm-dash-header__actions">{actions}</div>}
    </header>
  );
}
