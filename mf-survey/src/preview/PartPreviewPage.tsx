import { EmptyState, PageSpinner, QueryError } from '@hm/ui';
import { Page } from '@hm/ui/page';
import { useVersionByLanguage } from '../api/versions';
import { useSurveyTranslation } from '../i18n';
import { LanguageSwitch } from '../shared/LanguageSwitch';
import { PartPicker } from '../shared/PartPicker';
import '../shared/survey.css';
import { useIdParams } from '../shared/useIdParams';
import { VersionPicker } from '../shared/VersionPicker';
import { VersionSubtitle } from '../shared/VersionSubtitle';
import { BoxForm } from './BoxForm';
import { useContentLanguage } from './useContentLanguage';

/** KS_XEM_PHAN?phien_ban_id=&phan_cauhoi_id=: one part previewed as a voter sees it, in vi or en. */
export default function PartPreviewPage() {
  const { t } = useSurveyTranslation();
  const [ids, setIds] = useIdParams();
  const [language, setLanguage] = useContentLanguage();
  const versionId = ids.phien_ban_id;
  const detail = useVersionByLanguage(versionId, language);
  const part = detail.data?.parts.find((p) => p.phan_cauhoi_id === ids.phan_cauhoi_id);

  return (
    <Page title={t('preview.title')} subtitle={<VersionSubtitle versionId={versionId} />}>
      <div className="hm-toolbar">
        <VersionPicker id="hm-survey-box-version" value={versionId} onChange={(v) => setIds({ phien_ban_id: v })} />
        {versionId !== null && <PartPicker id="hm-survey-box-part" versionId={versionId} value={ids.phan_cauhoi_id} onChange={(p) => setIds({ phan_cauhoi_id: p })} />}
        <LanguageSwitch value={language} onChange={setLanguage} label={t('detail.contentLanguage')} />
      </div>
      <small className="hm-survey-muted">{t('preview.readOnly')}</small>
      {versionId === null ? (
        <EmptyState icon="pi pi-eye" title={t('picker.versionPrompt')} />
      ) : ids.phan_cauhoi_id === null ? (
        <EmptyState icon="pi pi-eye" title={t('picker.partPrompt')} />
      ) : detail.isPending ? (
        <PageSpinner />
      ) : detail.isError ? (
        <QueryError error={detail.error} onRetry={() => void detail.refetch()} />
      ) : part ? (
        <BoxForm part={part} language={language} />
      ) : (
        <EmptyState title={t('preview.noQuestions')} />
      )}
    </Page>
  );
}
