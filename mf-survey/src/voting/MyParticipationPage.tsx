import { screenPath } from '@hm/contract';
import { useAppLink, useUiLanguage } from '@hm/platform';
import { EmptyState, PageSpinner, QueryError } from '@hm/ui';
import { Page } from '@hm/ui/page';
import { Button } from 'primereact/button';
import { Tag } from 'primereact/tag';
import { useNavigate } from 'react-router-dom';
import { type MyStaffInfo, useMyStaffInfo } from '../api/voting';
import { useSurveyTranslation } from '../i18n';
import '../shared/survey.css';
import { pickText } from '../shared/text';
import { formatWire } from '../shared/time';
import { MyValidityTag, MyVoteTag, VersionStateTag } from './VoteTags';
import { VoteTable } from './VoteTable';
import './vote.css';

type Participation = MyStaffInfo['tham_gia'][number];

/**
 * KS_THONG_TIN_NV: the staff member's own record (code, department, job title…) and their
 * participation in each survey: the survey's state, theirs (done or not), and validity.
 */
export default function MyParticipationPage() {
  const { t } = useSurveyTranslation();
  const lang = useUiLanguage();
  const navigate = useNavigate();
  const link = useAppLink();
  const info = useMyStaffInfo();
  const me = info.data;
  const none = t('common.none');
  const field = (label: string, value: string | null) => (
    <div>
      <dt>{label}</dt>
      <dd>{value || none}</dd>
    </div>
  );
  const title = (p: Participation) => pickText(p.tieu_de_khao_sat, p.tieu_de_khao_sat_en, lang);
  const mine = (p: Participation) =>
    p.ineligible ? <Tag className="hm-vote-tag hm-vote-tag--muted" value={t('vote.staffInfo.ineligible')} /> : <MyVoteTag state={p.status_khao_sat === 2 ? 'done' : 'todo'} />;
  const action = (p: Participation) =>
    p.status_version === 1 && p.status_khao_sat === 1 && !p.ineligible ? (
      <Button
        type="button"
        className="hm-vote-row-button"
        label={t('vote.staffInfo.vote')}
        aria-label={t('vote.list.voteAria', { title: title(p) })}
        icon="pi pi-check-square"
        onClick={() => void navigate(link(screenPath('KS_PHIEU'), { phien_ban_id: p.phien_ban_id }))}
      />
    ) : null;

  return (
    <Page title={t('vote.staffInfo.title')}>
      {info.isPending ? (
        <PageSpinner />
      ) : info.isError ? (
        <QueryError error={info.error} onRetry={() => void info.refetch()} />
      ) : (
        me && (
          <>
            <section className="hm-vote-card" aria-labelledby="hm-vote-me">
              <h2 id="hm-vote-me">{t('vote.staffInfo.mineTitle')}</h2>
              {me.nhan_vien_id === null ? (
                <EmptyState icon="pi pi-id-card" title={t('vote.staffInfo.noStaff')} detail={t('vote.staffInfo.noStaffDetail')} />
              ) : (
                <dl className="hm-vote-dl">
                  {field(t('vote.staffInfo.name'), me.ten_nhan_vien)}
                  {field(t('vote.staffInfo.code'), me.ma_nhan_vien)}
                  {field(t('vote.staffInfo.hospital'), me.hospital_name)}
                  {field(t('vote.staffInfo.department'), me.ten_phong_ban)}
                  {field(t('vote.staffInfo.jobTitle'), me.ten_chuc_danh)}
                  {field(t('vote.staffInfo.email'), me.email)}
                </dl>
              )}
            </section>
            <section className="hm-vote-card" aria-labelledby="hm-vote-mine">
              <h2 id="hm-vote-mine">{t('vote.staffInfo.participationTitle')}</h2>
              <VoteTable
                rows={me.tham_gia}
                rowKey={(p) => p.phien_ban_id}
                labelledBy="hm-vote-mine"
                empty={<EmptyState icon="pi pi-inbox" title={t('vote.staffInfo.empty')} />}
                columns={[
                  { header: t('vote.staffInfo.colTitle'), body: (p: Participation) => <strong>{title(p)}</strong> },
                  { header: t('vote.staffInfo.colHospital'), body: (p: Participation) => p.hospital_name },
                  { header: t('vote.staffInfo.colWindow'), body: (p: Participation) => `${formatWire(p.time_start)} – ${formatWire(p.time_end)}` },
                  { header: t('vote.staffInfo.colVersionStatus'), body: (p: Participation) => <VersionStateTag status={p.status_version} /> },
                  { header: t('vote.staffInfo.colMine'), body: mine },
                  { header: t('vote.staffInfo.colValidity'), body: (p: Participation) => <MyValidityTag value={p.hop_le} /> },
                  { header: t('crud.actions'), body: action },
                ]}
              />
            </section>
          </>
        )
      )}
    </Page>
  );
}
