import { endpoints, type TAnswer } from '@hm/contract';
import { useAppLink, useUiLanguage } from '@hm/platform';
import { EmptyState, QueryError } from '@hm/ui';
import { useConfirm } from '@hm/ui/dialog';
import { Page } from '@hm/ui/page';
import { Button } from 'primereact/button';
import { Column } from 'primereact/column';
import { DataTable } from 'primereact/datatable';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useAnswerList } from '../api/structure';
import { useSurveyMutation } from '../api/useSurveyMutation';
import { useSurveyTranslation } from '../i18n';
import { RowButton } from '../shared/RowButton';
import '../shared/survey.css';
import { pickText } from '../shared/text';
import { useCanEditVersion } from '../shared/useCanEditVersion';
import { useIdParams } from '../shared/useIdParams';
import { VersionSubtitle } from '../shared/VersionSubtitle';
import { AnswerDialog } from './AnswerDialog';
import { QuestionScopeBar } from './QuestionScopeBar';

/**
 * /KhaoSat/FormDapAn?cauhoi_id=: the answers of a question (coded value or text box, vi/en
 * labels); add, edit, delete one at a time, or edit the whole set in MFormDapAn.
 */
export default function FormDapAnPage() {
  const { t } = useSurveyTranslation();
  const lang = useUiLanguage();
  const navigate = useNavigate();
  const link = useAppLink();
  const [ids, setIds] = useIdParams();
  const questionId = ids.cauhoi_id;
  const { canEdit } = useCanEditVersion(ids.phien_ban_id);
  const answers = useAnswerList(questionId);
  const [editing, setEditing] = useState<TAnswer | 'new' | null>(null);
  const { confirm, dialog } = useConfirm();
  const remove = useSurveyMutation(endpoints.answerDelete, { success: t('toast.deleted') });
  const label = (a: TAnswer) => `${a.gia_tri ?? ''} ${pickText(a.ten_dap_an, a.ten_dap_an_en, lang)}`.trim();
  // A version is needed to know whether it may be edited; a bare ?cauhoi_id= link stays read-only.
  const editable = canEdit && questionId !== null;

  return (
    <Page
      title={t('answers.title')}
      subtitle={<VersionSubtitle versionId={ids.phien_ban_id} />}
      actions={
        editable && (
          <>
            <Button type="button" label={t('answers.add')} icon="pi pi-plus" onClick={() => setEditing('new')} />
            <Button
              type="button"
              label={t('answers.editSet')}
              icon="pi pi-list"
              severity="secondary"
              onClick={() => void navigate(link('KhaoSat/MFormDapAn', { ...ids }))}
            />
          </>
        )
      }
    >
      <QuestionScopeBar ids={ids} setIds={setIds} prefix="hm-survey-answers" />
      {questionId === null ? (
        <EmptyState icon="pi pi-check-circle" title={ids.phien_ban_id === null ? t('picker.versionPrompt') : t('picker.questionPrompt')} />
      ) : answers.isError ? (
        <QueryError error={answers.error} onRetry={() => void answers.refetch()} />
      ) : (
        <DataTable
          cellMemo={false}
          value={answers.data ?? []}
          dataKey="dapan_id"
          loading={answers.isFetching}
          responsiveLayout="stack"
          breakpoint="768px"
          stripedRows
          size="small"
          emptyMessage={<EmptyState title={t('answers.empty')} />}
        >
          <Column header={t('common.order')} field="stt" />
          <Column header={t('answers.colType')} body={(a: TAnswer) => t(`answers.types.${a.type}`)} />
          <Column header={t('answers.colValue')} body={(a: TAnswer) => a.gia_tri ?? t('common.none')} />
          <Column header={t('answers.colLabelVi')} field="ten_dap_an" />
          <Column header={t('answers.colLabelEn')} field="ten_dap_an_en" />
          {editable && (
            <Column
              header={t('common.actions')}
              body={(a: TAnswer) => (
                <div className="hm-survey-actions">
                  <RowButton icon="pi pi-pencil" label={`${t('common.edit')}: ${label(a)}`} onClick={() => setEditing(a)} />
                  <RowButton
                    icon="pi pi-trash"
                    danger
                    label={`${t('common.delete')}: ${label(a)}`}
                    onClick={() => confirm({ message: t('common.deleteConfirm', { name: label(a) }), danger: true, accept: () => remove.mutate({ params: { id: a.dapan_id } }) })}
                  />
                </div>
              )}
            />
          )}
        </DataTable>
      )}
      {dialog}
      {editing && questionId !== null && <AnswerDialog questionId={questionId} answer={editing === 'new' ? undefined : editing} onClose={() => setEditing(null)} />}
    </Page>
  );
}
