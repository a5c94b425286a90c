import type { TAhrqKind, TMappingSummary } from '@hm/contract';
import { formatCount, formatPercent, useAppLink, useUiLanguage } from '@hm/platform';
import { ProgressBar } from 'primereact/progressbar';
import { Link } from 'react-router-dom';
import { useCataloguesTranslation } from '../i18n';
import { progressPercent } from '../shared/format';
import { HOSPITAL_PARAM } from '../shared/hospital-choice';
import { MAPPING_PATHS } from './mapping-paths';

export interface MappingSummaryCardProps {
  kind: TAhrqKind;
  count: TMappingSummary[TAhrqKind];
  hospitalId: number;
}

/** How far one catalogue of a hospital is mapped, with the way to its mapping page. */
export function MappingSummaryCard({ kind, count, hospitalId }: MappingSummaryCardProps) {
  const { t } = useCataloguesTranslation();
  const lang = useUiLanguage();
  const link = useAppLink();
  const headingId = `hm-cat-card-${kind}`;
  const percent = progressPercent(count.mapped, count.total);
  const progress = t('mapping.progress', { mapped: formatCount(count.mapped, lang), total: formatCount(count.total, lang) });
  const remaining = count.total - count.mapped;
  return (
    <section className="hm-cat-card" aria-labelledby={headingId} data-kind={kind}>
      <h2 id={headingId} className="hm-cat-card__title">
        {t(`kinds.${kind}.short`)}
      </h2>
      <p className="hm-cat-muted">{t(`kinds.${kind}.intro`)}</p>
      {count.total === 0 ? (
        <p className="hm-cat-card__figure">{t(`kinds.${kind}.noneYet`)}</p>
      ) : (
        <>
          <p className="hm-cat-card__figure">
            <strong className="hm-cat-card__percent">{formatPercent(percent, lang)}</strong> <span>{progress}</span>
          </p>
          <ProgressBar value={percent} showValue={false} aria-label={`${t(`kinds.${kind}.short`)}: ${progress}`} className="hm-cat-card__bar" />
          <p className="hm-cat-muted">{remaining > 0 ? t('mapping.remaining', { count: remaining }) : t('mapping.allDone')}</p>
        </>
      )}
      <Link className="p-button p-component hm-cat-link-button" to={link(MAPPING_PATHS[kind], { [HOSPITAL_PARAM]: hospitalId })}>
        <i className="pi pi-sitemap" aria-hidden="true" />
        <span>{t(`kinds.${kind}.open`)}</span>
      </Link>
    </section>
  );
}
