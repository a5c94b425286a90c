import { endpoints, type TPart } from '@hm/contract';
import { useAppLink, useUiLanguage } from '@hm/platform';
import { EmptyState } from '@hm/ui';
import { useConfirm } from '@hm/ui/dialog';
import { Page } from '@hm/ui/page';
import { PagedTable, usePaging } from '@hm/ui/table';
import { Button } from 'primereact/button';
import { Column } from 'primereact/column';
import { Message } from 'primereact/message';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useAllParts, usePartList } from '../api/structure';
import { useSurveyMutation } from '../api/useSurveyMutation';
import { useSurveyTranslation } from '../i18n';
import { RowButton } from '../shared/RowButton';
import { ActiveTag } from '../shared/StatusTags';
import '../shared/survey.css';
import { pickText } from '../shared/text';
import { useCanEditVersion } from '../shared/useCanEditVersion';
import { useIdParams } from '../shared/useIdParams';
import { VersionFilterBar } from '../shared/VersionFilterBar';
import { VersionSubtitle } from '../shared/VersionSubtitle';
import { PartDialog } from './PartDialog';
import { moveId } from './reorder';

type StatusFilter = -1 | 1 | 2;

/**
 * /KhaoSat/FormPhanCauHoi?phien_ban_id=: the parts of a version, paged and filtered by status
 * (-1 all, 1 active, 2 inactive) and keyword; create, edit, delete, move up and down.
 */
export default function FormPhanCauHoiPage() {
  const { t } = useSurveyTranslation();
  const lang = useUiLanguage();
  const navigate = useNavigate();
  const link = useAppLink();
  const [ids, setIds] = useIdParams();
  const versionId = ids.phien_ban_id;
  const { canEdit, hasResponses } = useCanEditVersion(versionId);
  const paging = usePaging();
  const [status, setStatus] = useState<StatusFilter>(-1);
  const [keyword, setKeyword] = useState('');
  const [editing, setEditing] = useState<TPart | 'new' | null>(null);
  const { confirm, dialog } = useConfirm();
  const parts = usePartList(
    { phien_ban_id: versionId ?? 0, status, page: paging.page, size: paging.size, ...(keyword ? { keyword } : {}) },
    versionId !== null,
  );
  const order = [...(useAllParts(versionId).data?.data ?? [])].sort((a, b) => a.stt - b.stt).map((p) => p.phan_cauhoi_id);
  const reorder = useSurveyMutation(endpoints.partReorder, { success: t('toast.updated') });
  const remove = useSurveyMutation(endpoints.partDelete, { success: t('toast.deleted') });

  const name = (p: TPart) => pickText(p.giatri_cauhoi, p.giatri_cauhoi_en, lang);
  const move = (p: TPart, delta: -1 | 1) => {
    const next = moveId(order, p.phan_cauhoi_id, delta);
    if (next && versionId) reorder.mutate({ body: { parent_id: versionId, ids: next } });
  };
  const statusOptions = [
    { value: -1, label: t('common.all') },
    { value: 1, label: t('status.part.1') },
    { value: 2, label: t('status.part.2') },
  ];

  const actions = (p: TPart) => {
    const i = order.indexOf(p.phan_cauhoi_id);
    return (
      <div className="hm-survey-actions">
        {canEdit && <RowButton icon="pi pi-pencil" label={`${t('common.edit')}: ${name(p)}`} onClick={() => setEditing(p)} />}
        <RowButton
          icon="pi pi-question-circle"
          label={`${t('parts.questions')}: ${name(p)}`}
          onClick={() => void navigate(link('KhaoSat/FormCauHoi', { phien_ban_id: versionId, phan_cauhoi_id: p.phan_cauhoi_id }))}
        />
        <RowButton
          icon="pi pi-eye"
          label={`${t('common.preview')}: ${name(p)}`}
          onClick={() => void navigate(link('KhaoSat/BoxForm', { phien_ban_id: versionId, phan_cauhoi_id: p.phan_cauhoi_id }))}
        />
        {canEdit && (
          <>
            <RowButton icon="pi pi-arrow-up" label={`${t('common.moveUp')}: ${name(p)}`} onClick={() => move(p, -1)} disabled={i <= 0 || reorder.isPending} />
            <RowButton
              icon="pi pi-arrow-down"
              label={`${t('common.moveDown')}: ${name(p)}`}
              onClick={() => move(p, 1)}
              disabled={i < 0 || i >= order.length - 1 || reorder.isPending}
            />
            <RowButton
              icon="pi pi-trash"
              danger
              label={`${t('common.delete')}: ${name(p)}`}
              onClick={() =>
                confirm({
                  message: t('common.deleteConfirm', { name: name(p) }),
                  danger: true,
                  accept: () => remove.mutate({ params: { id: p.phan_cauhoi_id } }),
                })
              }
            />
          </>
        )}
      </div>
    );
  };

  return (
    <Page
      title={t('parts.title')}
      subtitle={<VersionSubtitle versionId={versionId} />}
      actions={canEdit && <Button type="button" label={t('parts.add')} icon="pi pi-plus" onClick={() => setEditing('new')} />}
    >
      <VersionFilterBar
        idPrefix="hm-survey-parts"
        versionId={versionId}
        onVersion={(v) => setIds({ phien_ban_id: v })}
        selects={[{ key: 'status', label: t('parts.statusFilter'), value: status, options: statusOptions, onChange: (v) => setStatus(v as StatusFilter) }]}
        onSearch={setKeyword}
        onFilterChange={paging.reset}
      />
      {hasResponses && canEdit && <Message severity="info" text={t('parts.lockedNote')} />}
      {versionId === null ? (
        <EmptyState icon="pi pi-list" title={t('picker.versionPrompt')} />
      ) : (
        <PagedTable query={parts} paging={paging} dataKey="phan_cauhoi_id" empty={t('parts.empty')}>
          <Column header={t('common.order')} field="stt" />
          <Column header={t('parts.colCode')} field="ma_phan" />
          <Column
            header={t('parts.colName')}
            body={(p: TPart) => (
              <>
                <strong>{name(p)}</strong>
                {pickText(p.mo_ta, p.mo_ta_en, lang) && <div className="hm-survey-muted">{pickText(p.mo_ta, p.mo_ta_en, lang)}</div>}
              </>
            )}
          />
          <Column header={t('parts.colType')} body={(p: TPart) => t(`parts.types.${p.type}`)} />
          <Column header={t('parts.colBackground')} body={(p: TPart) => (p.la_thong_tin_chung ? t('common.yes') : t('common.no'))} />
          <Column header={t('common.status')} body={(p: TPart) => <ActiveTag kind="part" value={p.status} />} />
          <Column header={t('parts.colQuestions')} field="so_cau_hoi" />
          <Column header={t('common.actions')} body={actions} />
        </PagedTable>
      )}
      {dialog}
      {editing && versionId !== null && <PartDialog versionId={versionId} part={editing === 'new' ? undefined : editing} onClose={() => setEditing(null)} />}
    </Page>
  );
}
