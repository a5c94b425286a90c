import { screenPath } from '@hm/contract';
import { useAppLink, useAddressParams } from '@hm/platform';
import { EmptyState, PageSpinner, QueryError } from '@hm/ui';
import { Page } from '@hm/ui/page';
import { Link, useNavigate } from 'react-router-dom';
import { useVersionDetail } from '../api/versions';
import { useSurveyTranslation } from '../i18n';
import { useSurveyPermissions } from '../shared/permissions';
import '../shared/survey.css';
import { useIdParams } from '../shared/useIdParams';
import { VersionPicker } from '../shared/VersionPicker';
import { ScheduleSection } from '../schedule/ScheduleSection';
import { VersionForm } from './VersionForm';
import VersionListPage, { NEW_VERSION } from './VersionListPage';

/**
 * KS_PHIEN_BAN: edits the version of `?phien_ban_id=`, or creates one with `?moi=1`
 * (with a picker to choose a version to edit instead). Back to the list after saving. Without
 * either it is the version list: the menu's 'Phiên bản khảo sát' opens the list, not an empty form.
 */
export default function SurveyVersionListPage() {
  const { t } = useSurveyTranslation();
  const perms = useSurveyPermissions();
  const navigate = useNavigate();
  const link = useAppLink();
  const [ids, setIds] = useIdParams();
  const [params] = useAddressParams();
  const id = ids.phien_ban_id;
  const detail = useVersionDetail(id);
  const toList = () => void navigate(link(screenPath('KS_BINH_CHON')));
  if (id === null && params.get(NEW_VERSION.key) !== NEW_VERSION.value) return <VersionListPage />;

  return (
    <Page title={id ? t('versionForm.titleEdit') : t('versionForm.titleCreate')}>
      <div className="hm-toolbar">
        <VersionPicker id="hm-survey-form-version" label={id ? undefined : t('versionForm.pickToEdit')} value={id} onChange={(v) => setIds({ phien_ban_id: v })} />
        {id !== null && detail.data && !detail.data.is_template && (
          <Link className="p-button p-button-outlined" to={link(screenPath('KS_CHIEN_DICH'), { phien_ban_id: id })} aria-label={t('campaign.openLabel')}>
            <span className="pi pi-flag" aria-hidden="true" />
            &nbsp;{t('campaign.open')}
          </Link>
        )}
      </div>
      {id === null ? (
        perms.write ? (
          <VersionForm onSaved={toList} onCancel={toList} />
        ) : (
          <EmptyState icon="pi pi-book" title={t('picker.versionPrompt')} />
        )
      ) : detail.isPending ? (
        <PageSpinner />
      ) : detail.isError ? (
        <QueryError error={detail.error} onRetry={() => void detail.refetch()} />
      ) : (
        <>
          <VersionForm key={id} version={detail.data} onSaved={toList} onCancel={toList} />
          {!detail.data.is_template && <ScheduleSection versionId={id} editable={detail.data.status_khao_sat !== 2} />}
        </>
      )}
    </Page>
  );
}
