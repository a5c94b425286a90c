import type { TPageKey } from '@hm/contract';
import { lazyPage } from '@hm/ui';
import type { ComponentType, ReactElement } from 'react';

type PageModule = Promise<{ default: ComponentType }>;
const page = (load: () => PageModule) => lazyPage(load, {});
/** An authoring page: KHAO_SAT_XEM or KHAO_SAT_SUA required (the guard loads with the page, not with the routes). */
const authoring = (load: () => PageModule) =>
  lazyPage(async () => {
    const [{ default: Page }, { withAuthor }] = await Promise.all([load(), import('./shared/withAuthor')]);
    return { default: withAuthor(Page) };
  }, {});

/** What each screen of this module (`SCREENS` in @hm/contract) renders, code-split. */
export const PAGES = {
  // Authors get the version list (and their own vote list behind a button); plain staff the vote list.
  SurveyHome: page(() => import('./versions/SurveyHomePage')),
  SurveyVersionList: authoring(() => import('./versions/SurveyVersionListPage')),
  QuestionPartList: authoring(() => import('./structure/QuestionPartListPage')),
  QuestionList: authoring(() => import('./structure/QuestionListPage')),
  AnswerList: authoring(() => import('./structure/AnswerListPage')),
  AnswerSet: authoring(() => import('./structure/AnswerSetPage')),
  CompositeList: authoring(() => import('./composites/CompositeListPage')),
  CompositeForm: authoring(() => import('./composites/CompositeFormPage')),
  ParticipatingHospitalList: authoring(() => import('./participation/ParticipatingHospitalListPage')),
  ParticipantList: authoring(() => import('./participation/ParticipantListPage')),
  ParticipationByHospital: authoring(() => import('./participation/ParticipationByHospitalPage')),
  ParticipationStatus: authoring(() => import('./participation/ParticipationStatusPage')),
  QuestionnairePreview: authoring(() => import('./preview/QuestionnairePreviewPage')),
  PartPreview: authoring(() => import('./preview/PartPreviewPage')),
  SurveyInfo: page(() => import('./info/SurveyInfoPage')),
  Outbox: page(() => import('./outbox/OutboxPage')),
  MailTexts: authoring(() => import('./mail-texts/MailTextsPage')),
  Campaign: authoring(() => import('./campaign/CampaignPage')),
  Vote: page(() => import('./voting/VotePage')),
  // The invitation link: no login (the shell's route has no guard), the token is the credential.
  Invitation: page(() => import('./voting/InvitationPage')),
  MyParticipation: page(() => import('./voting/MyParticipationPage')),
  BallotCards: page(() => import('./ballot-cards/BallotCardsPage')),
  // A printed ballot card's code page: no login, the code is the credential.
  BallotCardVote: page(() => import('./ballot-cards/BallotCardVotePage')),
  // Paper questionnaires keyed in twice (docs/decisions/paper-entry.md).
  PaperEntry: page(() => import('./paper-entry/PaperEntryPage')),
} satisfies Record<TPageKey<'survey'>, ReactElement>;
