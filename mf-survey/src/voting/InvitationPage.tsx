import { ApiError, screenPath } from '@hm/contract';
import { errorMessage, useApi, useAppLink, useIsAuthenticated } from '@hm/platform';
import { EmptyState, PageSpinner, QueryError } from '@hm/ui';
import { useQuery } from '@tanstack/react-query';
import { Button } from 'primereact/button';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { isNetworkError, useVoterCheck, type VoterSession, type VoteSession, votingQueries } from '../api/voting';
import { useSurveyTranslation } from '../i18n';
import { tokenFromFragment } from './invitation-link';
import { createVoterClient, readVoterSession, voterScope, writeVoterSession } from './voter-session';
import { VoteForm } from './VoteForm';
import { VoteFrame } from './VoteFrame';

/**
 * Why a link does not open the form. A spent link is 410 (its own message); a closed survey or
 * an ineligible voter is a refusal with the server's reason (409, 403); a token the server does
 * not know, or an expired voter session, is an invalid link (401 and the like).
 */
type LinkProblem = { kind: 'used' } | { kind: 'invalid' } | { kind: 'expired' } | { kind: 'refused'; message: string };

const problemOf = (err: unknown): LinkProblem => {
  if (err instanceof ApiError && err.code === 410) return { kind: 'used' };
  if (err instanceof ApiError && (err.code === 409 || err.code === 403)) return { kind: 'refused', message: errorMessage(err) };
  return { kind: 'invalid' };
};

function LinkMessage({ problem }: { problem: LinkProblem }) {
  const { t } = useSurveyTranslation();
  const navigate = useNavigate();
  const link = useAppLink();
  // Logged in already: the user's own vote list; otherwise the login page.
  const login = useIsAuthenticated() ? (
    <Button type="button" label={t('vote.done.toList')} icon="pi pi-list" onClick={() => void navigate(link(screenPath('KS_BINH_CHON')))} />
  ) : (
    <Button type="button" label={t('vote.link.login')} icon="pi pi-sign-in" onClick={() => void navigate(link('Login'))} />
  );
  const state =
    problem.kind === 'used'
      ? { icon: 'pi pi-check-circle', title: t('vote.link.usedTitle'), detail: t('vote.link.used'), action: undefined }
      : problem.kind === 'refused'
        ? { icon: 'pi pi-info-circle', title: t('vote.link.refusedTitle'), detail: problem.message, action: undefined }
        : problem.kind === 'expired'
          ? { icon: 'pi pi-clock', title: t('vote.link.expiredTitle'), detail: t('vote.link.expired'), action: undefined }
          : { icon: 'pi pi-exclamation-triangle', title: t('vote.link.invalidTitle'), detail: t('vote.link.invalid'), action: login };
  return (
    <VoteFrame title={t('vote.link.title')}>
      <EmptyState icon={state.icon} title={state.title} detail={state.detail} action={state.action} />
    </VoteFrame>
  );
}

function Checking() {
  const { t } = useSurveyTranslation();
  return (
    <VoteFrame title={t('vote.link.title')}>
      <p role="status">{t('vote.link.checking')}</p>
      <PageSpinner />
    </VoteFrame>
  );
}

/** Whom the link is for: a component, so 'Xin chào' follows the language the vote is read in. */
function VoterGreeting({ voter }: { voter: VoterSession }) {
  const { t } = useSurveyTranslation();
  return <p className="hm-vote-note">{t('vote.link.greeting', { name: voter.ten_nhan_vien, hospital: voter.hospital_name })}</p>;
}

/** The form of an invitation session, once the server says it may still vote. */
function VoterVote({ voter, onExpired }: { voter: VoterSession; onExpired: () => void }) {
  const { t } = useSurveyTranslation();
  const session = useMemo<VoteSession>(() => ({ api: createVoterClient(voter.access_token, onExpired), scope: voterScope(voter), kind: 'voter' }), [voter, onExpired]);
  const check = useVoterCheck(session);
  if (check.isPending) return <Checking />;
  if (check.isError) {
    if (isNetworkError(check.error)) {
      return (
        <VoteFrame title={t('vote.link.title')}>
          <QueryError error={check.error} onRetry={() => void check.refetch()} />
        </VoteFrame>
      );
    }
    return <LinkMessage problem={problemOf(check.error)} />;
  }
  if (check.data.status_khao_sat === 2) return <LinkMessage problem={{ kind: 'used' }} />;
  if (!check.data.con_han) return <LinkMessage problem={{ kind: 'expired' }} />;
  return <VoteForm session={session} versionId={voter.phien_ban_id} banner={<VoterGreeting voter={voter} />} />;
}

/**
 * KS_CHUNG_THUC#t=…: the invitation link, with no login. The token is read from the fragment and
 * removed from the address bar at once; the server trades it for a voter session (opening
 * spends nothing), kept in this tab's sessionStorage so a reload keeps the form; then the same
 * StepForm as for logged-in staff, on a client carrying the voter session.
 */
export default function InvitationPage() {
  const { t } = useSurveyTranslation();
  const location = useLocation();
  const navigate = useNavigate();
  const api = useApi();
  const [token] = useState(() => tokenFromFragment(location.hash));
  const [stored, setStored] = useState<VoterSession | null>(() => (token ? null : readVoterSession()));
  const [expired, setExpired] = useState(false);
  const auth = useQuery({ ...votingQueries.voterAuth(api, token ?? ''), enabled: token !== null });
  const voter = stored ?? auth.data ?? null;
  const onExpired = useCallback(() => setExpired(true), []);

  useEffect(() => {
    // history.replaceState through the router: the token leaves the address bar and the history entry.
    if (location.hash) void navigate({ pathname: location.pathname, search: location.search }, { replace: true });
  }, [location.hash, location.pathname, location.search, navigate]);

  useEffect(() => {
    if (!auth.data) return;
    writeVoterSession(auth.data);
    setStored(auth.data);
  }, [auth.data]);

  if (expired) return <LinkMessage problem={{ kind: 'invalid' }} />;
  if (!voter) {
    if (token === null) return <LinkMessage problem={{ kind: 'invalid' }} />;
    if (auth.isError) {
      if (isNetworkError(auth.error)) {
        return (
          <VoteFrame title={t('vote.link.title')}>
            <QueryError error={auth.error} onRetry={() => void auth.refetch()} />
          </VoteFrame>
        );
      }
      return <LinkMessage problem={problemOf(auth.error)} />;
    }
    return <Checking />;
  }
  if (voter.status_khao_sat === 2) return <LinkMessage problem={{ kind: 'used' }} />;
  return <VoterVote key={voter.access_token} voter={voter} onExpired={onExpired} />;
}
