import { useAddressParams } from '@hm/platform';
import { EmptyState, PageSpinner } from '@hm/ui';
import { Page } from '@hm/ui/page';
import { lazy, Suspense } from 'react';
import { useSurveyTranslation } from '../i18n';
import { isAuthor, useSurveyPermissions } from '../shared/permissions';
import VoteListPage from '../voting/VoteListPage';

// Authors' list, loaded when an author opens it: staff on their phones do not download it with their vote list.
const VersionListPage = lazy(() => import('./VersionListPage'));

/** `KS_BINH_CHON?xem=binh-chon`: an author's own vote list. */
const VOTE_VIEW = { xem: 'binh-chon' } as const;

/**
 * KS_BINH_CHON: authors (KHAO_SAT_SUA or KHAO_SAT_XEM) get the version list, and switch to their own
 * vote list with a button when they may vote; plain staff get the vote list.
 */
export default function SurveyHomePage() {
  const { t } = useSurveyTranslation();
  const perms = useSurveyPermissions();
  const [params, setParams] = useAddressParams();
  const voteView = params.get('xem') === VOTE_VIEW.xem;
  if (isAuthor(perms)) {
    if (perms.vote && voteView) return <VoteListPage showVersions={() => setParams({})} />;
    return (
      <Suspense fallback={<PageSpinner />}>
        <VersionListPage showVotes={perms.vote ? () => setParams(VOTE_VIEW) : undefined} />
      </Suspense>
    );
  }
  if (perms.vote) return <VoteListPage />;
  return (
    <Page title={t('vote.list.title')}>
      <EmptyState icon="pi pi-lock" title={t('vote.list.noAccess')} />
    </Page>
  );
}
