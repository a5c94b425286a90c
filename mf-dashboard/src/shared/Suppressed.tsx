import type { TScoreScope } from '@hm/contract';
import { useDashboardTranslation } from '../i18n';

/**
 * Whether a selection's figures are withheld: suppressed, or a group without respondents. Both
 * read the same ('Ẩn (dưới 5 người trả lời)'), so a page never tells an empty group from one of
 * 1 to N − 1 respondents.
 * @example withheld({ suppressed: false, n: 0 }) // true
 */
export const withheld = (scope: Pick<TScoreScope, 'suppressed' | 'n'>): boolean => scope.suppressed || scope.n === 0;

/**
 * The text of a group hidden because it has fewer respondents than the minimum (or because it
 * could be worked out from the others): 'Ẩn (dưới 5 người trả lời)'. Never shown as 0.
 * @example const hidden = useSuppressedText(); hidden(5)
 */
export function useSuppressedText(): (min: number) => string {
  const { t } = useDashboardTranslation();
  return (min) => t('suppressed.short', { min });
}

/** A suppressed figure in a cell or a label. */
export function Suppressed({ min }: { min: number }) {
  const text = useSuppressedText();
  return (
    <span className="hm-dash-suppressed">
      <i className="pi pi-eye-slash" aria-hidden="true" /> {text(min)}
    </span>
  );
}

/** A whole panel whose group is withheld (suppressed or empty). */
export function SuppressedNotice({ min }: { min: number }) {
  const { t } = useDashboardTranslation();
  return (
    <div className="hm-dash-notice hm-dash-notice--muted" role="note">
      <i className="pi pi-eye-slash" aria-hidden="true" />
      <div>
        <strong>{t('suppressed.short', { min })}</strong>
        <p>{t('suppressed.detail', { min })}</p>
      </div>
    </div>
  );
}
