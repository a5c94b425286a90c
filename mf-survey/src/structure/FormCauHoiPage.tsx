import { endpoints, type TQuestion } from '@hm/contract';
import { useAppLink, useUiLanguage } from '@hm/platform';
import { EmptyState } from '@hm/ui';
import { useConfirm } from '@hm/ui/dialog';
import { Page } from '@hm/ui/page';
import { PagedTable, usePaging } from '@hm/ui/table';
import { Button } from 'primereact/button';
import { Column } from 'primereact/column';
import { Tag } from 'primereact/tag';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useAllQuestions, useQuestionList } from '../api/structure';
import { useSurveyMutation } from '../api/useSurveyMutation';
import { useSurveyTranslation } from '../i18n';
import { PartPicker } from '../shared/PartPicker';
import { RowButton } from '../shared/RowButton';
import { ActiveTag } from '../shared/StatusTags';
import '../shared/survey.css';
import { pickText } from '../shared/text';
import { useCanEditVersion } from '../shared/useCanEditVersion';
import { useIdParams } from '../shared/useIdParams';
import { VersionFilterBar } from '../shared/VersionFilterBar';
import { VersionSubtitle } from '../shared/VersionSubtitle';
import { QuestionDialog } from './QuestionDialog';
import { moveId } from './reorder';
import { SCALE_CODES } from './scales';

/**
 * /KhaoSat/FormCauHoi?phien_ban_id=&phan_cauhoi_id=: the questions of a part (or of the whole
 * version), paged and searchable; create, edit, delete, and move up and down within a part.
 */
export default function FormCauHoiPage() {
  const { t } = useSurveyTranslation();
  const lang = useUiLanguage();
  const navigate = useNavigate();
  const link = useAppLink();
  const [ids, setIds] = useIdParams();
  const versionId = ids.phien_ban_id;
  const partId = ids.phan_cauhoi_id;
  const { canEdit } = useCanEditVersion(versionId);
  const paging = usePaging(20);
  const [keyword, setKeyword] = useState('');
  const [editing, setEditing] = useState<TQuestion | 'new' | null>(null);
  const { confirm, dialog } = useConfirm();
  const scope = partId ? { phancauhoi_id: partId } : { phien_ban_id: versionId ?? 0 };
  const questions = useQuestionList({ ...scope, page: paging.page, size: paging.size, ...(keyword ? { keyword } : {}) }, versionId !== null);
  const partQuestions = useAllQuestions(partId ? { phancauhoi_id: partId } : null);
  const order = [...(partQuestions.data?.data ?? [])].sort((a, b) => a.stt_cauhoi - b.stt_cauhoi).map((q) => q.cauhoi_id);
  const reorder = useSurveyMutation(endpoints.questionReorder, { success: t('toast.updated') });
  const remove = useSurveyMutation(endpoints.questionDelete, { success: t('toast.deleted') });

  const text = (q: TQuestion) => pickText(q.ten_cauhoi, q.ten_cauhoi_en, lang);
  const label = (q: TQuestion) => (q.ma_cauhoi ? `${q.ma_cauhoi}. ${text(q)}` : text(q));
  const scaleLabel = (s: string | null) => (s === null ? t('common.none') : (SCALE_CODES as readonly string[]).includes(s) ? t(`questions.scales.${s}`) : s);
  const move = (q: TQuestion, delta: -1 | 1) => {
    const next = partId ? moveId(order, q.cauhoi_id, delta) : null;
    if (next && partId) reorder.mutate({ body: { parent_id: partId, ids: next } });
  };
  const open = (page: 'KhaoSat/FormDapAn' | 'KhaoSat/MFormDapAn', q: TQuestion) =>
    void navigate(link(page, { phien_ban_id: versionId, phan_cauhoi_id: q.phancauhoi_id, cauhoi_id: q.cauhoi_id }));

  const actions = (q: TQuestion) => {
    const i = order.indexOf(q.cauhoi_id);
    return (
      <div className="hm-survey-actions">
        {canEdit && <RowButton icon="pi pi-pencil" label={`${t('common.edit')}: ${label(q)}`} onClick={() => setEditing(q)} />}
        <RowButton icon="pi pi-check-circle" label={`${t('questions.answers')}: ${label(q)}`} onClick={() => open('KhaoSat/FormDapAn', q)} />
        {canEdit && (
          <>
            <RowButton icon="pi pi-list-check" label={`${t('questions.answerSet')}: ${label(q)}`} onClick={() => open('KhaoSat/MFormDapAn', q)} />
            {partId !== null && (
              <>
                <RowButton
                  icon="pi pi-arrow-up"
                  label={`${t('common.moveUp')}: ${label(q)}`}
                  onClick={() => move(q, -1)}
                  disabled={i <= 0 || reorder.isPending}
                />
                <RowButton
                  icon="pi pi-arrow-down"
                  label={`${t('common.moveDown')}: ${label(q)}`}
                  onClick={() => move(q, 1)}
                  disabled={i < 0 || i >= order.length - 1 || reorder.isPending}
                />
              </>
            )}
            <RowButton
              icon="pi pi-trash"
              danger
              label={`${t('common.delete')}: ${label(q)}`}
              onClick={() =>
                confirm({ message: t('common.deleteConfirm', { name: label(q) }), danger: true, accept: () => remove.mutate({ params: { id: q.cauhoi_id } }) })
              }
            />
          </>
        )}
      </div>
    );
  };

  return (
    <Page
      title={t('questions.title')}
      subtitle={<VersionSubtitle versionId={versionId} />}
      actions={canEdit && <Button type="button" label={t('questions.add')} icon="pi pi-plus" onClick={() => setEditing('new')} />}
    >
      <VersionFilterBar idPrefix="hm-survey-questions" versionId={versionId} onVersion={(v) => setIds({ phien_ban_id: v })} onSearch={setKeyword} onFilterChange={paging.reset}>
        {versionId !== null && (
          <PartPicker
            id="hm-survey-questions-part"
            versionId={versionId}
            value={partId}
            allowAll
            onChange={(p) => {
              setIds({ phan_cauhoi_id: p });
              paging.reset();
            }}
          />
        )}
      </VersionFilterBar>
      {versionId !== null && partId === null && canEdit && <small className="hm-survey-muted">{t('questions.reorderHint')}</small>}
      {versionId === null ? (
        <EmptyState icon="pi pi-question-circle" title={t('picker.versionPrompt')} />
      ) : (
        <PagedTable query={questions} paging={paging} dataKey="cauhoi_id" empty={t('questions.empty')}>
          <Column header={t('common.order')} field="stt_cauhoi" />
          <Column header={t('questions.colCode')} field="ma_cauhoi" />
          <Column header={t('questions.colText')} body={text} />
          <Column header={t('questions.colScale')} body={(q: TQuestion) => scaleLabel(q.scale)} />
          <Column
            header={t('questions.colReverse')}
            body={(q: TQuestion) => (q.thuan_nghich === 1 ? <Tag value="R" severity="warning" /> : t('common.none'))}
          />
          <Column header={t('common.status')} body={(q: TQuestion) => <ActiveTag kind="question" value={q.tamngung} />} />
          <Column header={t('questions.colRole')} body={(q: TQuestion) => (q.vai_tro ? t(`questions.roles.${q.vai_tro}`) : t('common.none'))} />
          <Column
            header={t('questions.colRelated')}
            body={(q: TQuestion) => (q.ma_cauhoi_qhlq ? `${q.ma_cauhoi_qhlq}${q.ten_cauhoi_qh_lq ? ` – ${q.ten_cauhoi_qh_lq}` : ''}` : t('common.none'))}
          />
          <Column header={t('common.actions')} body={actions} />
        </PagedTable>
      )}
      {dialog}
      {editing && versionId !== null && (
        <QuestionDialog versionId={versionId} partId={partId} question={editing === 'new' ? undefined : editing} onClose={() => setEditing(null)} />
      )}
    </Page>
  );
}
