import { EmptyState, PageSpinner, QueryError } from '@hm/ui';
import { Page } from '@hm/ui/page';
import { useAllQuestions, useAnswerList } from '../api/structure';
import { useSurveyTranslation } from '../i18n';
import '../shared/survey.css';
import { useCanEditVersion } from '../shared/useCanEditVersion';
import { useIdParams } from '../shared/useIdParams';
import { VersionSubtitle } from '../shared/VersionSubtitle';
import { AnswerSetForm } from './AnswerSetForm';
import { QuestionScopeBar } from './QuestionScopeBar';

/** KS_BO_DAP_AN?cauhoi_id=: a question's whole answer set at once. */
export default function AnswerSetPage() {
  const { t } = useSurveyTranslation();
  const [ids, setIds] = useIdParams();
  const questionId = ids.cauhoi_id;
  const { canEdit } = useCanEditVersion(ids.phien_ban_id);
  const answers = useAnswerList(questionId);
  const questions = useAllQuestions(ids.phien_ban_id ? { phien_ban_id: ids.phien_ban_id } : null);
  const question = questions.data?.data.find((q) => q.cauhoi_id === questionId);

  return (
    <Page title={t('answerSet.title')} subtitle={<VersionSubtitle versionId={ids.phien_ban_id} />}>
      <QuestionScopeBar ids={ids} setIds={setIds} prefix="hm-survey-answer-set" />
      {questionId === null ? (
        <EmptyState icon="pi pi-list" title={ids.phien_ban_id === null ? t('picker.versionPrompt') : t('picker.questionPrompt')} />
      ) : answers.isPending ? (
        <PageSpinner />
      ) : answers.isError ? (
        <QueryError error={answers.error} onRetry={() => void answers.refetch()} />
      ) : (
        <AnswerSetForm key={`${questionId}:${answers.dataUpdatedAt}`} questionId={questionId} question={question} answers={answers.data} readOnly={!canEdit} />
      )}
    </Page>
  );
}
