import { type ReactNode, useEffect, useRef } from 'react';
import type { VoteSubmitResult } from '../api/voting';
import { useSurveyTranslation } from '../i18n';
import './vote.css';

/** After the submit: thanks, and whether the response counts (validity, complete response). */
export function ThankYou({ result, title, actions }: { result: VoteSubmitResult; title: string; actions?: ReactNode }) {
  const { t } = useSurveyTranslation();
  const validity = result.hop_le === 1 ? 'valid' : result.hoan_thanh ? 'invalid' : 'incomplete';
  const heading = useRef<HTMLHeadingElement>(null);
  // The submit button is gone: focus goes to the thanks, which screen readers then read.
  useEffect(() => heading.current?.focus(), []);
  return (
    <section className="hm-vote-card hm-vote-done" aria-labelledby="hm-vote-done-title">
      <i className="pi pi-check-circle hm-vote-done__icon" aria-hidden="true" />
      <h2 id="hm-vote-done-title" className="hm-vote-step-title" ref={heading} tabIndex={-1}>
        {t('vote.done.title')}
      </h2>
      <p>{t('vote.done.recorded', { title })}</p>
      <p className={result.hop_le === 1 ? 'hm-vote-note' : 'hm-vote-warn'}>{t(`vote.done.${validity}`)}</p>
      {actions && <div className="hm-vote-actions">{actions}</div>}
    </section>
  );
}
