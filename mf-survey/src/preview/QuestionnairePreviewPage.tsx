import { EmptyState, PageSpinner, QueryError } from '@hm/ui';
import '@hm/ui/form.css';
import { Page } from '@hm/ui/page';
import { useVersionByLanguage } from '../api/versions';
import { useSurveyTranslation } from '../i18n';
import { LanguageSwitch } from '../shared/LanguageSwitch';
import { VersionStatusTag } from '../shared/StatusTags';
import '../shared/survey.css';
import { formatWire } from '../shared/time';
import { useIdParams } from '../shared/useIdParams';
import { VersionPicker } from '../shared/VersionPicker';
import { BoxForm } from './BoxForm';
import { CompositeSummary } from './CompositeSummary';
import { useContentLanguage } from './useContentLanguage';

/**
 * KS_XEM_PHIEU_CU and KS_XEM_PHIEU?phien_ban_id=: the whole questionnaire of a version
 * in vi or en (`versionByLanguage`): its introduction, every part as a voter sees it, and its
 * composites.
 */
export default function QuestionnairePreviewPage() {
  const { t } = useSurveyTranslation();
  const [ids, setIds] = useIdParams();
  const [language, setLanguage] = useContentLanguage();
  const versionId = ids.phien_ban_id;
  const detail = useVersionByLanguage(versionId, language);
  const v = detail.data;

  return (
    <Page title={v ? v.tieu_de_khao_sat || t('detail.title') : t('detail.title')} subtitle={v && <VersionStatusTag version={v} />}>
      <div className="hm-toolbar">
        <VersionPicker id="hm-survey-detail-version" value={versionId} onChange={(id) => setIds({ phien_ban_id: id })} />
        <LanguageSwitch value={language} onChange={setLanguage} label={t('detail.contentLanguage')} />
      </div>
      {versionId === null ? (
        <EmptyState icon="pi pi-book" title={t('picker.versionPrompt')} />
      ) : detail.isPending ? (
        <PageSpinner />
      ) : detail.isError ? (
        <QueryError error={detail.error} onRetry={() => void detail.refetch()} />
      ) : (
        v && (
          <>
            <dl className="hm-form-grid hm-survey-facts" lang={language}>
              <div>
                <dt className="hm-form-field__label">{t('detail.hospital')}</dt>
                <dd>{v.hospital_name ?? t('versionList.campaign')}</dd>
              </div>
              <div>
                <dt className="hm-form-field__label">{t('detail.window')}</dt>
                <dd>
                  {formatWire(v.time_start)} – {formatWire(v.time_end)}
                </dd>
              </div>
              {v.instrument_code && (
                <div>
                  <dt className="hm-form-field__label">{t('detail.instrument')}</dt>
                  <dd>{v.instrument_code}</dd>
                </div>
              )}
            </dl>
            {v.mo_ta_khao_sat && (
              <p className="hm-survey-pre" lang={language}>
                {v.mo_ta_khao_sat}
              </p>
            )}
            {v.noi_dung_khao_sat && (
              <section className="hm-survey-section" lang={language} aria-labelledby="hm-survey-detail-intro">
                <h2 id="hm-survey-detail-intro">{t('detail.intro')}</h2>
                <p className="hm-survey-pre">{v.noi_dung_khao_sat}</p>
              </section>
            )}
            {v.parts.length === 0 ? <EmptyState title={t('detail.noParts')} /> : v.parts.map((p) => <BoxForm key={p.phan_cauhoi_id} part={p} language={language} />)}
            <section className="hm-survey-section" aria-labelledby="hm-survey-detail-composites">
              <h2 id="hm-survey-detail-composites">{t('detail.composites')}</h2>
              <CompositeSummary composites={v.composites} parts={v.parts} language={language} />
            </section>
          </>
        )
      )}
    </Page>
  );
}
