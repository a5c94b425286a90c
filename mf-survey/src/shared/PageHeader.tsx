import { usePageTitle } from '@hm/platform';
import type { ReactNode } from 'react';

/** The id of every page's heading, for `aria-labelledby`. */
export const PAGE_TITLE_ID = 'hm-survey-page-title';

/**
 * The heading of a page (also the top bar's title), with its actions on the right; wraps on
 * narrow screens.
 * @example <PageHeader title="Phần câu hỏi" actions={<Button label="Thêm" />} />
 */
export function PageHeader({ title, subtitle, actions }: { title: string; subtitle?: ReactNode; actions?: ReactNode }) {
  usePageTitle(title);
  return (
    <header className="hm-survey-header">
      <div className="hm-survey-header__text">
        <h1 id={PAGE_TITLE_ID} className="hm-survey-header__title">{title}</h1>
        {subtitle && <div className="hm-survey-header__subtitle">{subtitle}</div>}
      </div>
      {actions && <div className="hm-survey-header__actions">{actions}</div>}
    </header>
  );
}
