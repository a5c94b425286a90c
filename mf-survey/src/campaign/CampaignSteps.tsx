import { screenPath, type TCampaignStepView, type TCampaignView } from '@hm/contract';
import { useAppLink } from '@hm/platform';
import { Button } from 'primereact/button';
import { Tag } from 'primereact/tag';
import { Link } from 'react-router-dom';
import { useSurveyTranslation } from '../i18n';
import { formatWire } from '../shared/time';
import { actionKey, figureLines, isStepCommand, type StepCommand, STEP_SCREENS, stepNumber } from './step-actions';

const SEVERITY: Record<TCampaignStepView['state'], 'success' | 'warning' | 'secondary' | 'info'> = {
  done: 'success',
  todo: 'warning',
  optional: 'secondary',
  waiting: 'info',
};

/** Wire times among a step's figures, written as people read them. */
const readable = (f: Record<string, unknown>) =>
  Object.fromEntries(Object.entries(f).map(([k, v]) => [k, typeof v === 'string' && /^\d{4}-\d{2}-\d{2} /.test(v) ? formatWire(v) : v]));

export interface CampaignStepsProps {
  view: TCampaignView;
  /** Runs a step's call (after its confirmation). */
  onCommand: (c: StepCommand) => void;
  busy: boolean;
}

/**
 * The steps of the campaign in order: state, figures, and the one next action (a link to the
 * screen that does it, or a call). An action that cannot run now is disabled, with the reason
 * beside it and a link to the step that unblocks it.
 */
export function CampaignSteps({ view, onCommand, busy }: CampaignStepsProps) {
  const { t } = useSurveyTranslation();
  const link = useAppLink();
  const query = (s: TCampaignStepView) => ({ phien_ban_id: view.phien_ban_id, ...(s.step === 'results' ? { hospital_id: view.hospital_id } : {}) });

  return (
    <section aria-labelledby="hm-campaign-steps-title" className="hm-campaign__section">
      <h2 id="hm-campaign-steps-title">{t('campaign.stepsTitle')}</h2>
      <ol className="hm-campaign__steps">
        {view.steps.map((s, i) => {
          const reasonId = `hm-campaign-reason-${s.step}`;
          const label = t(actionKey(s));
          const screen = STEP_SCREENS[s.step];
          return (
            <li key={s.step} id={`hm-campaign-step-${s.step}`} className={`hm-campaign__step hm-campaign__step--${s.state}`} tabIndex={-1}>
              <div className="hm-campaign__step-head">
                <span className="hm-campaign__step-no" aria-hidden="true">
                  {i + 1}
                </span>
                <h3>
                  <span className="p-hidden-accessible">{t('campaign.stepOf', { n: i + 1 })}: </span>
                  {t(`campaign.step.${s.step}`)}
                </h3>
                <Tag value={t(`campaign.state.${s.state}`)} severity={SEVERITY[s.state]} />
              </div>
              {figureLines(s).map(([key, values]) => (
                <p key={key} className="hm-survey-muted hm-campaign__figure">
                  {t(key, readable(values))}
                </p>
              ))}
              <div className="hm-campaign__action">
                {isStepCommand(s.step) ? (
                  <Button
                    type="button"
                    label={label}
                    size="small"
                    severity={s.step === 'close' ? 'danger' : undefined}
                    outlined={s.step !== 'start'}
                    disabled={!s.enabled || busy}
                    aria-describedby={s.enabled ? undefined : reasonId}
                    onClick={() => onCommand(s.step as StepCommand)}
                  />
                ) : screen && s.enabled ? (
                  <Link className="p-button p-button-sm p-button-outlined" to={link(screenPath(screen), query(s))}>
                    {label}
                  </Link>
                ) : (
                  <Button type="button" label={label} size="small" outlined disabled aria-describedby={reasonId} />
                )}
                {!s.enabled && s.reason && (
                  <p id={reasonId} className="hm-campaign__reason">
                    {t(`campaign.reason.${s.reason}`)}
                    {s.unblocked_by && (
                      <>
                        {' '}
                        <a href={`#hm-campaign-step-${s.unblocked_by}`} onClick={(e) => focusStep(e, s.unblocked_by!)}>
                          {t('campaign.unblockedBy', { n: stepNumber(view.steps, s.unblocked_by), step: t(`campaign.step.${s.unblocked_by}`) })}
                        </a>
                      </>
                    )}
                  </p>
                )}
              </div>
            </li>
          );
        })}
      </ol>
    </section>
  );
}

/** Moves the focus to a step (the hash link alone would change the shell's route). */
function focusStep(e: React.MouseEvent, step: string) {
  e.preventDefault();
  const el = document.getElementById(`hm-campaign-step-${step}`);
  el?.scrollIntoView({ block: 'center' });
  el?.focus();
}
