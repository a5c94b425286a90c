import { VOTE_LINK_OPENED_EVENT } from '@hm/contract';
import { errorMessage, useApi } from '@hm/platform';
import { PageSpinner } from '@hm/ui';
import { Button } from 'primereact/button';
import { type FormEvent, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { type CardSession, isNetworkError, openBallotCard, type VoteSession } from '../api/voting';
import { useSurveyTranslation } from '../i18n';
import { CodeEntryForm } from '../shared/CodeEntryForm';
import { createVoterClient, voterScope } from '../voting/voter-session';
import { VoteForm } from '../voting/VoteForm';
import { VoteFrame } from '../voting/VoteFrame';
import { cardLinkParts, clearCardSession, readCardSession, writeCardSession } from './card-session';
import './ballot-cards.css';

/** The card's department and hospital above the form (no name: a card names nobody). */
function CardBanner({ card }: { card: CardSession }) {
  const { t } = useSurveyTranslation();
  return <p className="hm-vote-note">{t('ballotCards.vote.banner', { department: card.ten_phong_ban, hospital: card.hospital_name })}</p>;
}

/** The form of a card session (the same StepForm as an invitation link's, on the card's calls). */
function CardVote({ card, onEnded, onOther }: { card: CardSession; onEnded: () => void; onOther: () => void }) {
  const { t } = useSurveyTranslation();
  const session = useMemo<VoteSession>(() => ({ api: createVoterClient(card.access_token, onEnded), scope: `c${voterScope(card)}`, kind: 'card' }), [card, onEnded]);
  // Once voted (or the card found used): a shared phone goes on with the next card.
  const other = <Button type="button" label={t('ballotCards.vote.other')} icon="pi pi-qrcode" severity="secondary" onClick={onOther} />;
  return <VoteForm session={session} versionId={card.phien_ban_id} banner={<CardBanner card={card} />} doneActions={other} />;
}

/**
 * KS_NHAP_MA_THE (`/TheBinhChon?bv=…#c=…`): the page a printed ballot card's QR code opens, or
 * where its code is typed; no login. The code leaves the address bar at once; the server trades
 * it for a card session (opening spends nothing), kept on this phone so the holder can come back;
 * then the same step form as an invitation link's. A used, void, expired or other hospital's
 * code shows the server's reason, with a way to type another code.
 */
export default function BallotCardVotePage() {
  const { t } = useSurveyTranslation();
  const location = useLocation();
  const navigate = useNavigate();
  const api = useApi();
  const [link] = useState(() => cardLinkParts(location.search, location.hash));
  const [code, setCode] = useState(link.code ?? '');
  const [card, setCard] = useState<CardSession | null>(() => (link.code ? null : readCardSession()));
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const input = useRef<HTMLInputElement>(null);
  const tried = useRef(false);

  const submit = useCallback(
    async (value: string) => {
      setBusy(true);
      setProblem(null);
      try {
        const s = await openBallotCard(api, value, link.hospitalId);
        writeCardSession(s);
        setCard(s);
        // The shell runs this hospital's survey module, reloading once if another one is running.
        window.dispatchEvent(new Event(VOTE_LINK_OPENED_EVENT));
      } catch (err) {
        setProblem(isNetworkError(err) ? `${errorMessage(err)} ${t('vote.submitError.network')}` : errorMessage(err));
      } finally {
        setBusy(false);
      }
    },
    [api, link.hospitalId, t],
  );

  useEffect(() => {
    // The code leaves the address bar and the history entry (history.replaceState through the router).
    if (location.hash) void navigate({ pathname: location.pathname, search: location.search }, { replace: true });
  }, [location.hash, location.pathname, location.search, navigate]);

  useEffect(() => {
    if (link.code && !tried.current) {
      tried.current = true;
      void submit(link.code);
    }
  }, [link.code, submit]);

  const ended = useCallback(() => {
    clearCardSession();
    setCard(null);
    setProblem(t('ballotCards.vote.sessionEnded'));
  }, [t]);

  const other = () => {
    clearCardSession();
    setCard(null);
    setCode('');
    setProblem(null);
  };
  if (card) return <CardVote key={card.access_token} card={card} onEnded={ended} onOther={other} />;

  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    if (code.trim()) void submit(code.trim());
    else input.current?.focus();
  };

  return (
    <VoteFrame title={t('ballotCards.vote.title')}>
      {busy && link.code && !problem ? (
        <>
          <p role="status">{t('ballotCards.vote.checking')}</p>
          <PageSpinner />
        </>
      ) : (
        <CodeEntryForm
          id="hm-card-code"
          className="hm-card-code"
          texts={{
            intro: t('ballotCards.vote.intro'),
            problemTitle: t('ballotCards.vote.problemTitle'),
            codeLabel: t('ballotCards.vote.codeLabel'),
            codeHint: t('ballotCards.vote.codeHint'),
            open: t('ballotCards.vote.open'),
          }}
          code={code}
          onCode={setCode}
          problem={problem}
          busy={busy}
          inputRef={input}
          onSubmit={onSubmit}
        />
      )}
    </VoteFrame>
  );
}
