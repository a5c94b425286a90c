import { ProgressBar } from 'primereact/progressbar';
import { useSurveyTranslation } from '../i18n';
import './vote.css';

/**
 * Where the voter is: 'Bước 3/12' and a bar (the introduction is step 1, the review the last).
 * @example <StepProgress step={2} review={10} />
 */
export function StepProgress({ step, review }: { step: number; review: number }) {
  const { t } = useSurveyTranslation();
  const text = t('vote.stepForm.progress', { current: step + 1, total: review + 1 });
  return (
    <div className="hm-vote-progress">
      <span aria-hidden="true">{text}</span>
      <ProgressBar value={review > 0 ? Math.round((step / review) * 100) : 0} showValue={false} aria-label={t('vote.stepForm.progressLabel')} aria-valuetext={text} />
    </div>
  );
}
