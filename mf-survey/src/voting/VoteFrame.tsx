import { Page } from '@hm/ui/page';
import type { ReactNode } from 'react';
import '../shared/survey.css';
import './vote.css';

/**
 * The frame of the voting pages: a narrow column (readable on a phone, centred on a desktop)
 * under the page heading.
 * @example <VoteFrame title="Phiếu khảo sát"><PageSpinner /></VoteFrame>
 */
export function VoteFrame({ title, subtitle, children }: { title: string; subtitle?: ReactNode; children: ReactNode }) {
  return (
    <Page className="hm-vote" title={title} subtitle={subtitle}>
      {children}
    </Page>
  );
}
