import { usePageTitle } from '@hm/platform';
import type { ReactNode } from 'react';
import './page.css';

/** The id of every page's heading, for `aria-labelledby`. */
export const PAGE_TITLE_ID = 'hm-page-title';

export interface PageHeaderProps {
  /** The page's heading, also the top bar's title. */
  title: string;
  subtitle?: ReactNode;
  /** Buttons on the right; they wrap below the title on narrow screens. */
  actions?: ReactNode;
}

/**
 * The heading of a page with its actions on the right.
 * @example <PageHeader title="Phần câu hỏi" actions={<Button label="Thêm" />} />
 */
export function PageHeader({ title, subtitle, actions }: PageHeaderProps) {
  usePageTitle(title);
  return (
    <header className="hm-page-header">
      <div className="hm-page-header__text">
        <h1 id={PAGE_TITLE_ID} className="hm-page-header__title">
          {title}
        </h1>
        {subtitle && <div className="hm-page-header__subtitle">{subtitle}</div>}
      </div>
      {actions && <div className="hm-page-header__actions">{actions}</div>}
    </header>
  );
}
