import { screenPath } from '@hm/contract';
import type { TQuestion } from '@hm/contract';
import { useUiLanguage } from '@hm/platform';
import { ResourcePage } from '@hm/ui/crud';
import { Tag } from 'primereact/tag';
import { questionResource } from '../api/resources';
import { useAllQuestions } from '../api/structure';
import { useSurveyTranslation } from '../i18n';
import { PartPicker } from '../shared/PartPicker';
import { SurveyActiveTag } from '../shared/StatusTags';
import '../shared/survey.css';
import { pickText } from '../shared/text';
import { useVersionList } from '../shared/useVersionList';
import { QuestionDialog } from './QuestionDialog';
import { SCALE_CODES } from './scales';
import { useReorderActions } from './useReorderActions';

/**
 * KS_CAU_HOI?phien_ban_id=&phan_cauhoi_id=: the questions of a part (or of the whole
 * version), paged and searchable; create, edit, delete, and move up and down within a part.
 */
export default function QuestionListPage() {
  const { t } = useSurveyTranslation();
  const lang = useUiLanguage();
  const v = useVersionList('hm-survey-questions');
  const partId = v.ids.phan_cauhoi_id;
  const partQuestions = useAllQuestions(partId ? { phancauhoi_id: partId } : null);
  const order = [...(partQuestions.data?.data ?? [])].sort((a, b) => a.stt_cauhoi - b.stt_cauhoi).map((q) => q.cauhoi_id);
  const moves = useReorderActions('questionReorder', order, partId, (q: TQuestion) => q.cauhoi_id);

  const text = (q: TQuestion) => pickText(q.ten_cauhoi, q.ten_cauhoi_en, lang);
  const label = (q: TQuestion) => (q.ma_cauhoi ? `${q.ma_cauhoi}. ${text(q)}` : text(q));
  const scaleLabel = (s: string | null) => (s === null ? t('common.none') : (SCALE_CODES as readonly string[]).includes(s) ? t(`questions.scales.${s}`) : s);
  const open = (page: string) => (q: TQuestion) => v.go(page, { phien_ban_id: v.versionId, phan_cauhoi_id: q.phancauhoi_id, cauhoi_id: q.cauhoi_id });

  return (
    <ResourcePage
      config={{
        ...v.config,
        resource: questionResource,
        title: t('questions.title'),
        icon: 'pi pi-question-circle',
        pageSize: 20,
        query: partId ? { phancauhoi_id: partId } : { phien_ban_id: v.versionId ?? 0 },
        filterSlots: {
          before: v.picker,
          after: v.versionId !== null && (
            <PartPicker id="hm-survey-questions-part" versionId={v.versionId} value={partId} allowAll onChange={(p) => v.setIds({ phan_cauhoi_id: p })} />
          ),
        },
        notice: partId === null && v.canEdit && <small className="hm-survey-muted">{t('questions.reorderHint')}</small>,
        columns: [
          { header: t('common.order'), field: 'stt_cauhoi' },
          { header: t('questions.colCode'), field: 'ma_cauhoi' },
          { header: t('questions.colText'), body: text },
          { header: t('questions.colScale'), body: (q) => scaleLabel(q.scale) },
          { header: t('questions.colReverse'), body: (q) => (q.thuan_nghich === 1 ? <Tag value="R" severity="warning" /> : t('common.none')) },
          { header: t('crud.status'), body: (q) => <SurveyActiveTag kind="question" value={q.tamngung} /> },
          { header: t('questions.colRole'), body: (q) => (q.vai_tro ? t(`questions.roles.${q.vai_tro}`) : t('common.none')) },
          {
            header: t('questions.colRelated'),
            body: (q) => (q.ma_cauhoi_qhlq ? `${q.ma_cauhoi_qhlq}${q.ten_cauhoi_qh_lq ? ` – ${q.ten_cauhoi_qh_lq}` : ''}` : t('common.none')),
          },
        ],
        rowLabel: label,
        empty: t('questions.empty'),
        addLabel: t('questions.add'),
        rowActions: [
          { icon: 'pi pi-check-circle', label: t('questions.answers'), onClick: open(screenPath('KS_DAP_AN')) },
          ...(v.canEdit ? [{ icon: 'pi pi-list-check', label: t('questions.answerSet'), onClick: open(screenPath('KS_BO_DAP_AN')) }, ...moves] : []),
        ],
        dialog: ({ row, close }) => v.versionId !== null && <QuestionDialog versionId={v.versionId} partId={partId} question={row} onClose={close} />,
      }}
    />
  );
}
