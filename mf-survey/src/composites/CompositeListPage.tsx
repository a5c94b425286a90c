import { endpoints, type TComposite } from '@hm/contract';
import { useAppLink, useUiLanguage } from '@hm/platform';
import { EmptyState } from '@hm/ui';
import { useConfirm } from '@hm/ui/dialog';
import { Page } from '@hm/ui/page';
import { PagedTable, usePaging } from '@hm/ui/table';
import { Button } from 'primereact/button';
import { Column } from 'primereact/column';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useCompositeList } from '../api/composites';
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
import { CompositeDialog } from './CompositeDialog';

type StatusFilter = -1 | 0 | 1;
const ALL_LANGUAGES = 'all';

/**
 * /Composite?phien_ban_id=: the composites of a version, paged and filtered by status (-1 all,
 * 0 active, 1 inactive), language and keyword; create and edit in ModalComposite, delete.
 */
export default function CompositeListPage() {
  const { t } = useSurveyTranslation();
  const lang = useUiLanguage();
  const navigate = useNavigate();
  const link = useAppLink();
  const [ids, setIds] = useIdParams();
  const versionId = ids.phien_ban_id;
  const { canEdit } = useCanEditVersion(versionId);
  const paging = usePaging();
  const [status, setStatus] = useState<StatusFilter>(-1);
  const [language, setLanguage] = useState<'vi' | 'en' | typeof ALL_LANGUAGES>(ALL_LANGUAGES);
  const [keyword, setKeyword] = useState('');
  const [editing, setEditing] = useState<TComposite | 'new' | null>(null);
  const { confirm, dialog } = useConfirm();
  const composites = useCompositeList(
    {
      phien_ban_id: versionId ?? 0,
      status_composite: status,
      page: paging.page,
      size: paging.size,
      ...(language !== ALL_LANGUAGES ? { language } : {}),
      ...(keyword ? { keyword } : {}),
    },
    versionId !== null,
  );
  const remove = useSurveyMutation(endpoints.compositeDelete, { success: t('toast.deleted') });
  const name = (c: TComposite) => pickText(c.name_composite_vi, c.name_composite_en, lang);

  return (
    <Page
      title={t('composites.title')}
      subtitle={<VersionSubtitle versionId={versionId} />}
      actions={canEdit && <Button type="button" label={t('composites.add')} icon="pi pi-plus" onClick={() => setEditing('new')} />}
    >
      <VersionFilterBar
        idPrefix="hm-survey-composites"
        versionId={versionId}
        onVersion={(v) => setIds({ phien_ban_id: v })}
        selects={[
          {
            key: 'status',
            label: t('composites.statusFilter'),
            value: status,
            options: [
              { value: -1, label: t('common.all') },
              { value: 0, label: t('status.composite.0') },
              { value: 1, label: t('status.composite.1') },
            ],
            onChange: (v) => setStatus(v as StatusFilter),
          },
          {
            key: 'language',
            label: t('composites.languageFilter'),
            value: language,
            options: [
              { value: ALL_LANGUAGES, label: t('common.all') },
              { value: 'vi', label: t('common.languages.vi') },
              { value: 'en', label: t('common.languages.en') },
            ],
            onChange: (v) => setLanguage(v as typeof language),
          },
        ]}
        onSearch={setKeyword}
        onFilterChange={paging.reset}
      />
      {versionId === null ? (
        <EmptyState icon="pi pi-sitemap" title={t('picker.versionPrompt')} />
      ) : (
        <PagedTable query={composites} paging={paging} dataKey="composite_id" empty={t('composites.empty')}>
          <Column header={t('common.order')} field="stt" />
          <Column header={t('composites.colCode')} field="ma_composite" />
          <Column header={t('composites.colName')} body={name} />
          <Column header={t('composites.colLanguage')} body={(c: TComposite) => t(`common.languages.${c.language}`)} />
          <Column header={t('common.status')} body={(c: TComposite) => <ActiveTag kind="composite" value={c.status_composite} />} />
          <Column header={t('composites.colQuestions')} body={(c: TComposite) => c.cauhoi_ids.length} />
          {canEdit && (
            <Column
              header={t('common.actions')}
              body={(c: TComposite) => (
                <div className="hm-survey-actions">
                  <RowButton icon="pi pi-pencil" label={`${t('common.edit')}: ${name(c)}`} onClick={() => setEditing(c)} />
                  <RowButton
                    icon="pi pi-external-link"
                    label={`${t('composites.openAsPage')}: ${name(c)}`}
                    onClick={() => void navigate(link('Composite/ModalComposite', { phien_ban_id: versionId, composite_id: c.composite_id }))}
                  />
                  <RowButton
                    icon="pi pi-trash"
                    danger
                    label={`${t('common.delete')}: ${name(c)}`}
                    onClick={() =>
                      confirm({
                        message: t('common.deleteConfirm', { name: name(c) }),
                        danger: true,
                        accept: () => remove.mutate({ params: { id: c.composite_id } }),
                      })
                    }
                  />
                </div>
              )}
            />
          )}
        </PagedTable>
      )}
      {dialog}
      {editing && versionId !== null && (
        <CompositeDialog versionId={versionId} composite={editing === 'new' ? undefined : editing} onClose={() => setEditing(null)} />
      )}
    </Page>
  );
}
