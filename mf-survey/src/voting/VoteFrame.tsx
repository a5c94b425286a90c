import type { ReactNode } from 'react';
import { PAGE_TITLE_ID, PageHeader } from '../shared/PageHeader';
import '../shared/survey.css';
import './vote.css';

/**
 * The frame of the voting pages: a narrow column (readable on a phone, centred on a desktop)
 * under the page heading.
 * @example <VoteFrame title="Phiếu khảo sát"><PageSpinner /></VoteFrame>
 */
export function VoteFrame({ title, subtitle, children }: { title: string; subtitle?: ReactNode; children: ReactNode }) {
  return (
    <section className="hm-survey-page hm-vote" aria-labelledby={PAGE_TITLE_ID}>
      <PageHeader title={title} subtitle={subtitle} />
      {children}
    </section>
  );
}
