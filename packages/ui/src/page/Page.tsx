import type { ReactNode } from 'react';
import { PAGE_TITLE_ID, PageHeader, type PageHeaderProps } from './PageHeader';
import './page.css';

export interface PageProps extends PageHeaderProps {
  /** Extra classes of the remote, e.g. 'hm-vote'. */
  className?: string;
  children?: ReactNode;
}

/**
 * A module page: its header, then its content in a column, labelled by the heading.
 * @example <Page title="Composite" actions={<Button label="Thêm" />}><CompositeTable /></Page>
 */
export function Page({ className, children, ...header }: PageProps) {
  return (
    <section className={className ? `hm-page ${className}` : 'hm-page'} aria-labelledby={PAGE_TITLE_ID}>
      <PageHeader {...header} />
      {children}
    </section>
  );
}
