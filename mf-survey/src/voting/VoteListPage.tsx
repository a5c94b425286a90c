import { versionPhase } from '@hm/contract';
import { useAppLink, useUiLanguage } from '@hm/platform';
import { EmptyState, PageSpinner, QueryError } from '@hm/ui';
import { Page, PAGE_TITLE_ID } from '@hm/ui/page';
import { useQueries } from '@tanstack/react-query';
import { Button } from 'primereact/button';
import { Dropdown } from 'primereact/dropdown';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useHospitals } from '../api/participation';
import { type OpenVote, useOpenVotes, votingQueries } from '../api/voting';
import { useSurveyTranslation } from '../i18n';
import '../shared/survey.css';
import { pickText } from '../shared/text';
import { formatWire } from '../shared/time';
import { readLocalDraft } from './local-draft';
import { useUserVoteSession } from './useUserVoteSession';
import { MyVoteTag, myVoteState } from './VoteTags';
import { VoteTable } from './VoteTable';
import './vote.css';

/**
 * /KhaoSat for staff: the versions open now to the user, per participating hospital (the first
 * entry, 'Chọn đơn vị tham gia bình chọn', lists all of the user's), each with the user's own
 * state and a button to vote, or to continue a started form. `showVersions`: authors switch
 * back to their version list.
 */
export default function VoteListPage({ showVersions }: { showVersions?: () => void }) {
  const { t } = useSurveyTranslation();
  const lang = useUiLanguage();
  const navigate = useNavigate();
  const link = useAppLink();
  const session = useUserVoteSession();
  const [hospitalId, setHospitalId] = useState<number | null>(null);
  const hospitals = useHospitals();
  const open = useOpenVotes(hospitalId);
  const rows = open.data ?? [];
  // A started form: a server draft, or answers of this tab the server has not confirmed yet.
  const drafts = useQueries({
    queries: rows.filter((v) => v.trang_thai_cua_toi === 1).map((v) => votingQueries.draft(session, v.phien_ban_id)),
    combine: (results) => results.map((r) => r.data ?? null),
  });
  const started = new Set([
    ...drafts.flatMap((d) => (d ? [d.phien_ban_id] : [])),
    ...rows.filter((v) => readLocalDraft(session.scope, v.phien_ban_id) !== null).map((v) => v.phien_ban_id),
  ]);
  const title = (v: OpenVote) => pickText(v.tieu_de_khao_sat, v.tieu_de_khao_sat_en, lang);
  const hospitalOptions = [{ id: null, name: t('vote.list.hospitalAll') }, ...(hospitals.data ?? [])];

  const actionBody = (v: OpenVote) => {
    if (v.trang_thai_cua_toi !== 1) return null;
    if (versionPhase(v) === 'scheduled') return <span className="hm-vote-opens">{t('vote.list.opensAt', { at: formatWire(v.time_start) })}</span>;
    const resume = started.has(v.phien_ban_id);
    return (
      <Button
        type="button"
        className="hm-vote-row-button"
        label={resume ? t('vote.list.resume') : t('vote.list.vote')}
        aria-label={t(resume ? 'vote.list.resumeAria' : 'vote.list.voteAria', { title: title(v) })}
        icon={resume ? 'pi pi-play' : 'pi pi-check-square'}
        onClick={() => void navigate(link('KhaoSat/StepForm', { phien_ban_id: v.phien_ban_id }))}
      />
    );
  };

  return (
    <Page
      title={t('vote.list.title')}
      actions={
        <>
          {showVersions && <Button type="button" label={t('vote.list.tabs.versions')} icon="pi pi-list" severity="secondary" onClick={showVersions} />}
          <Button type="button" label={t('vote.list.myInfo')} icon="pi pi-id-card" text onClick={() => void navigate(link('ThongTinNhanVien'))} />
        </>
      }
    >
      {/* A choice only for staff of several hospitals: for one, the list is already that hospital's. */}
      {(hospitals.data?.length ?? 0) > 1 && (
        <div className="hm-toolbar">
          <div className="hm-field">
            <label htmlFor="hm-vote-hospital">{t('vote.list.hospital')}</label>
            <Dropdown
              inputId="hm-vote-hospital"
              value={hospitalId}
              options={hospitalOptions}
              optionLabel="name"
              optionValue="id"
              placeholder={t('vote.list.hospitalAll')}
              onChange={(e) => setHospitalId((e.value as number | null) ?? null)}
            />
          </div>
        </div>
      )}
      {open.isError ? (
        <QueryError error={open.error} onRetry={() => void open.refetch()} />
      ) : (
        <VoteTable
          rows={rows}
          rowKey={(v) => v.phien_ban_id}
          labelledBy={PAGE_TITLE_ID}
          busy={open.isFetching}
          empty={open.isPending ? <PageSpinner /> : <EmptyState icon="pi pi-check-square" title={t('vote.list.empty')} detail={t('vote.list.emptyDetail')} />}
          columns={[
            { header: t('vote.list.colTitle'), body: (v) => <strong>{title(v)}</strong> },
            { header: t('vote.list.colHospital'), body: (v) => v.hospital_name ?? t('versionList.campaign') },
            { header: t('vote.list.colDeadline'), body: (v) => <span className="hm-survey-nowrap">{formatWire(v.time_end)}</span> },
            { header: t('vote.list.colVoted'), body: (v) => <span className="hm-survey-nowrap">{`${v.so_da_binh_chon} / ${v.tong_so_nhan_vien}`}</span> },
            { header: t('vote.list.colMine'), body: (v) => <MyVoteTag state={myVoteState(v.trang_thai_cua_toi, started.has(v.phien_ban_id))} /> },
            { header: t('vote.list.colAction'), body: actionBody },
          ]}
        />
      )}
    </Page>
  );
}
