import { screenPath } from '@hm/contract';
import type { TPart } from '@hm/contract';
import { useUiLanguage } from '@hm/platform';
import { ResourcePage } from '@hm/ui/crud';
import { Message } from 'primereact/message';
import { partResource } from '../api/resources';
import { useAllParts } from '../api/structure';
import { useSurveyTranslation } from '../i18n';
import { SurveyActiveTag } from '../shared/StatusTags';
import '../shared/survey.css';
import { pickText } from '../shared/text';
import { statusFilter, useVersionList } from '../shared/useVersionList';
import { PartDialog } from './PartDialog';
import { useReorderActions } from './useReorderActions';

/**
 * KS_PHAN_CAU_HOI?phien_ban_id=: the parts of a version, paged and filtered by status
 * (-1 all, 1 active, 2 inactive) and keyword; create, edit, delete, move up and down.
 */
export default function QuestionPartListPage() {
  const { t } = useSurveyTranslation();
  const lang = useUiLanguage();
  const v = useVersionList('hm-survey-parts');
  const order = [...(useAllParts(v.versionId).data?.data ?? [])].sort((a, b) => a.stt - b.stt).map((p) => p.phan_cauhoi_id);
  const moves = useReorderActions('partReorder', order, v.versionId, (p: TPart) => p.phan_cauhoi_id);
  const name = (p: TPart) => pickText(p.giatri_cauhoi, p.giatri_cauhoi_en, lang);
  const open = (page: string) => (p: TPart) => v.go(page, { phien_ban_id: v.versionId, phan_cauhoi_id: p.phan_cauhoi_id });

  return (
    <ResourcePage
      config={{
        ...v.config,
        resource: partResource,
        title: t('parts.title'),
        icon: 'pi pi-list',
        query: { phien_ban_id: v.versionId ?? 0 },
        filters: [statusFilter(t, 'status', t('parts.statusFilter'), 'part', [1, 2])],
        notice: v.hasResponses && v.canEdit && <Message severity="info" text={t('parts.lockedNote')} />,
        columns: [
          { header: t('common.order'), field: 'stt' },
          { header: t('parts.colCode'), field: 'ma_phan' },
          {
            header: t('parts.colName'),
            body: (p) => (
              <>
                <strong>{name(p)}</strong>
                {pickText(p.mo_ta, p.mo_ta_en, lang) && <div className="hm-survey-muted">{pickText(p.mo_ta, p.mo_ta_en, lang)}</div>}
              </>
            ),
          },
          { header: t('parts.colType'), body: (p) => t(`parts.types.${p.type}`) },
          { header: t('parts.colBackground'), field: 'la_thong_tin_chung', kind: 'boolean' },
          { header: t('crud.status'), body: (p) => <SurveyActiveTag kind="part" value={p.status} /> },
          { header: t('parts.colQuestions'), field: 'so_cau_hoi' },
        ],
        rowLabel: name,
        empty: t('parts.empty'),
        addLabel: t('parts.add'),
        rowActions: [
          { icon: 'pi pi-question-circle', label: t('parts.questions'), onClick: open(screenPath('KS_CAU_HOI')) },
          { icon: 'pi pi-eye', label: t('common.preview'), onClick: open(screenPath('KS_XEM_PHAN')) },
          ...(v.canEdit ? moves : []),
        ],
        dialog: ({ row, close }) => v.versionId !== null && <PartDialog versionId={v.versionId} part={row} onClose={close} />,
      }}
    />
  );
}
