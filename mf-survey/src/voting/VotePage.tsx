import { screenPath } from '@hm/contract';
import { useAppLink } from '@hm/platform';
import { EmptyState } from '@hm/ui';
import { Button } from 'primereact/button';
import { useNavigate } from 'react-router-dom';
import { useSurveyTranslation } from '../i18n';
import { useSurveyPermissions } from '../shared/permissions';
import { useIdParams } from '../shared/useIdParams';
import { useUserVoteSession } from './useUserVoteSession';
import { VoteForm } from './VoteForm';
import { VoteFrame } from './VoteFrame';

function ToList() {
  const { t } = useSurveyTranslation();
  const navigate = useNavigate();
  const link = useAppLink();
  return <Button type="button" label={t('vote.done.toList')} icon="pi pi-list" onClick={() => void navigate(link(screenPath('KS_BINH_CHON')))} />;
}

/** Where to go once voted: components, so their words follow the language the vote was read in. */
function DoneActions() {
  const { t } = useSurveyTranslation();
  const navigate = useNavigate();
  const link = useAppLink();
  return (
    <>
      <ToList />
      <Button type="button" label={t('vote.done.myInfo')} icon="pi pi-id-card" text onClick={() => void navigate(link(screenPath('KS_THONG_TIN_NV')))} />
    </>
  );
}

/** KS_PHIEU_NGAN and KS_PHIEU?phien_ban_id=: a logged-in staff member fills in a version's form. */
export default function VotePage() {
  const { t } = useSurveyTranslation();
  const perms = useSurveyPermissions();
  const [ids] = useIdParams();
  const session = useUserVoteSession();
  const toList = <ToList />;
  const actions = <DoneActions />;

  if (!perms.vote) {
    return (
      <VoteFrame title={t('vote.stepForm.title')}>
        <EmptyState icon="pi pi-lock" title={t('vote.list.noAccess')} />
      </VoteFrame>
    );
  }
  if (ids.phien_ban_id === null) {
    return (
      <VoteFrame title={t('vote.stepForm.title')}>
        <EmptyState icon="pi pi-check-square" title={t('vote.stepForm.noVersion')} detail={t('vote.stepForm.noVersionDetail')} action={toList} />
      </VoteFrame>
    );
  }
  return <VoteForm key={ids.phien_ban_id} session={session} versionId={ids.phien_ban_id} doneActions={actions} />;
}
