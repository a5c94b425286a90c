import type { TComposite } from '@hm/contract';
import { useUiLanguage } from '@hm/platform';
import { ResourcePage } from '@hm/ui/crud';
import { compositeResource } from '../api/resources';
import { useSurveyTranslation } from '../i18n';
import { SurveyActiveTag } from '../shared/StatusTags';
import '../shared/survey.css';
import { pickText } from '../shared/text';
import { useDefaultVersion } from '../shared/useDefaultVersion';
import { statusFilter, useVersionList } from '../shared/useVersionList';
import { CompositeDialog } from './CompositeDialog';

/**
 * /Composite?phien_ban_id=: the composites of a version, paged and filtered by status (-1 all,
 * 0 active, 1 inactive), language and keyword; create and edit in ModalComposite, delete.
 */
export default function CompositeListPage() {
  const { t } = useSurveyTranslation();
  const lang = useUiLanguage();
  const v = useVersionList('hm-survey-composites');
  useDefaultVersion(v.versionId);
  const name = (c: TComposite) => pickText(c.name_composite_vi, c.name_composite_en, lang);
  const languages = (['vi', 'en'] as const).map((l) => ({ value: l, label: t(`common.languages.${l}`) }));

  return (
    <ResourcePage
      config={{
        ...v.config,
        resource: compositeResource,
        title: t('composites.title'),
        icon: 'pi pi-sitemap',
        query: { phien_ban_id: v.versionId ?? 0 },
        filters: [
          statusFilter(t, 'status_composite', t('composites.statusFilter'), 'composite', [0, 1]),
          { kind: 'select', name: 'language', label: t('composites.languageFilter'), options: [{ value: null, label: t('crud.all') }, ...languages] },
        ],
        columns: [
          { header: t('common.order'), field: 'stt' },
          { header: t('composites.colCode'), field: 'ma_composite' },
          { header: t('composites.colName'), body: name },
          { header: t('composites.colLanguage'), body: (c) => t(`common.languages.${c.language}`) },
          { header: t('crud.status'), body: (c) => <SurveyActiveTag kind="composite" value={c.status_composite} /> },
          { header: t('composites.colQuestions'), body: (c) => c.cauhoi_ids.length },
        ],
        rowLabel: name,
        empty: t('composites.empty'),
        addLabel: t('composites.add'),
        rowActions: v.canEdit
          ? [
              {
                icon: 'pi pi-external-link',
                label: t('composites.openAsPage'),
                onClick: (c) => v.go('Composite/ModalComposite', { phien_ban_id: v.versionId, composite_id: c.composite_id }),
              },
            ]
          : [],
        dialog: ({ row, close }) => v.versionId !== null && <CompositeDialog versionId={v.versionId} composite={row} onClose={close} />,
      }}
    />
  );
}
