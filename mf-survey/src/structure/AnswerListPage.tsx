import { screenPath } from '@hm/contract';
import type { TAnswer } from '@hm/contract';
import { useUiLanguage } from '@hm/platform';
import { ResourcePage } from '@hm/ui/crud';
import { Button } from 'primereact/button';
import { answerResource } from '../api/resources';
import { useSurveyTranslation } from '../i18n';
import '../shared/survey.css';
import { pickText } from '../shared/text';
import { useVersionList } from '../shared/useVersionList';
import { AnswerDialog } from './AnswerDialog';
import { QuestionScopeFields } from './QuestionScopeBar';

/**
 * KS_DAP_AN?cauhoi_id=: the answers of a question (coded value or text box, vi/en
 * labels); add, edit, delete one at a time, or edit the whole set in MFormDapAn.
 */
export default function AnswerListPage() {
  const { t } = useSurveyTranslation();
  const lang = useUiLanguage();
  const v = useVersionList('hm-survey-answers');
  const questionId = v.ids.cauhoi_id;
  // A version is needed to know whether it may be edited; a bare ?cauhoi_id= link stays read-only.
  const editable = v.canEdit && questionId !== null;

  return (
    <ResourcePage
      config={{
        ...v.config,
        resource: answerResource,
        title: t('answers.title'),
        icon: 'pi pi-check-circle',
        prompt: questionId === null ? (v.config.prompt ?? t('picker.questionPrompt')) : null,
        query: { cauhoi_id: questionId ?? 0 },
        filterSlots: { before: <QuestionScopeFields ids={v.ids} setIds={v.setIds} prefix="hm-survey-answers" /> },
        columns: [
          { header: t('common.order'), field: 'stt' },
          { header: t('answers.colType'), body: (a) => t(`answers.types.${a.type}`) },
          { header: t('answers.colValue'), body: (a) => a.gia_tri ?? t('common.none') },
          { header: t('answers.colLabelVi'), field: 'ten_dap_an' },
          { header: t('answers.colLabelEn'), field: 'ten_dap_an_en' },
        ],
        rowLabel: (a: TAnswer) => `${a.gia_tri ?? ''} ${pickText(a.ten_dap_an, a.ten_dap_an_en, lang)}`.trim(),
        empty: t('answers.empty'),
        addLabel: t('answers.add'),
        canWrite: editable,
        toolbarActions: editable && (
          <Button type="button" label={t('answers.editSet')} icon="pi pi-list" severity="secondary" onClick={() => v.go(screenPath('KS_BO_DAP_AN'), { ...v.ids })} />
        ),
        dialog: ({ row, close }) => questionId !== null && <AnswerDialog questionId={questionId} answer={row} onClose={close} />,
      }}
    />
  );
}
