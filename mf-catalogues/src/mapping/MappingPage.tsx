import { endpoints, type TAhrqKind, type TMappingQuery, type TMappingRow } from '@hm/contract';
import { Page, SearchBox } from '@hm/ui/page';
import { type PagedQuery, type Paging, usePaging } from '@hm/ui/table';
import { Button } from 'primereact/button';
import { InputSwitch } from 'primereact/inputswitch';
import { Message } from 'primereact/message';
import { useState } from 'react';
import { useAhrqCategories, useMappingRows, useMappingSummary } from '../api/mapping';
import { useCatalogueMutation } from '../api/useCatalogueMutation';
import { useCataloguesTranslation } from '../i18n';
import '../shared/catalogues.css';
import { HospitalGate } from '../shared/HospitalGate';
import { HospitalPicker } from '../shared/HospitalPicker';
import { useCataloguePermissions } from '../shared/permissions';
import { useHospitalChoice } from '../shared/useHospitalChoice';
import { draftItems, EMPTY_DRAFT, type MappingDraft, setChoice } from './mapping-draft';
import { MappingTable } from './MappingTable';
import { useDiscardGuard } from './useDiscardGuard';

export interface MappingPageProps {
  kind: TAhrqKind;
}

/**
 * /Mapping/PhongBanMapping (kind 'phong_ban': departments → AHRQ unit/work areas) and
 * /Mapping/ChucDanhMapping (kind 'chuc_danh': job titles → AHRQ staff positions): a hospital's
 * rows, paged, searched and filtered to the unmapped ones, each with its category. Choices stay
 * on the page until saved together; what would replace the rows asks before dropping them.
 */
export default function MappingPage({ kind }: MappingPageProps) {
  const { t } = useCataloguesTranslation();
  const { write: editable } = useCataloguePermissions();
  const choice = useHospitalChoice();
  const hospitalId = choice.hospitalId;
  const paging = usePaging(20);
  const [keyword, setKeyword] = useState('');
  // A new key resets the search box to the keyword in effect (when the user keeps their edits).
  const [searchKey, setSearchKey] = useState(0);
  const [unmapped, setUnmapped] = useState(false);
  const [draft, setDraft] = useState<MappingDraft>(EMPTY_DRAFT);
  const { guard, dialog } = useDiscardGuard(draft.size, () => setDraft(EMPTY_DRAFT));

  const query: TMappingQuery = {
    hospitalId: hospitalId ?? undefined,
    page: paging.page,
    size: paging.size,
    ...(keyword ? { keyword } : {}),
    ...(unmapped ? { unmapped: true } : {}),
  };
  const rows = useMappingRows(kind, query, hospitalId !== null);
  const categories = useAhrqCategories(kind);
  const summary = useMappingSummary(hospitalId);
  const save = useCatalogueMutation(endpoints.mappingSave, {
    success: (d) => ({ summary: t('mapping.saved'), detail: t('mapping.savedDetail', { count: d.saved }) }),
    onSuccess: () => {
      setDraft(EMPTY_DRAFT);
      // Rows just mapped leave the unmapped view, whose pages shrink.
      if (unmapped) paging.reset();
    },
  });

  // The rows and the categories they are shown with load, fail and retry as one table.
  const tableQuery: PagedQuery<TMappingRow> = {
    data: categories.data ? rows.data : undefined,
    isFetching: rows.isFetching || categories.isPending,
    isError: rows.isError || categories.isError,
    error: rows.isError ? rows.error : categories.error,
    refetch: () => {
      if (rows.isError) void rows.refetch();
      if (categories.isError) void categories.refetch();
    },
  };
  const guardedPaging: Paging = { ...paging, tableProps: { ...paging.tableProps, onPage: (e) => guard(() => paging.tableProps.onPage(e)) } };
  const count = summary.data?.[kind];
  const id = (part: string) => `hm-cat-${kind}-${part}`;

  return (
    <Page
      title={t(`kinds.${kind}.title`)}
      subtitle={summary.data && count ? t('mapping.subtitle', { hospital: summary.data.hospital_name, mapped: count.mapped, total: count.total }) : choice.hospital?.name}
      actions={
        editable && (
          <>
            <Button type="button" label={t('mapping.revert')} icon="pi pi-undo" outlined disabled={draft.size === 0 || save.isPending} onClick={() => setDraft(EMPTY_DRAFT)} />
            <Button
              type="button"
              label={draft.size > 0 ? t('mapping.saveCount', { count: draft.size }) : t('mapping.save')}
              icon="pi pi-save"
              loading={save.isPending}
              disabled={draft.size === 0 || save.isPending}
              onClick={() => save.mutate({ body: { kind, items: draftItems(draft) } })}
            />
          </>
        )
      }
    >
      <p className="hm-cat-intro">{t(`kinds.${kind}.intro`)}</p>
      <HospitalGate choice={choice}>
        {() => (
          <>
            <div className="hm-toolbar" role="search">
              <HospitalPicker
                id={id('hospital')}
                hospitals={choice.hospitals}
                value={hospitalId}
                onChange={(h) =>
                  guard(() => {
                    choice.set(h);
                    paging.reset();
                  })
                }
              />
              <SearchBox
                key={searchKey}
                id={id('search')}
                label={t('mapping.search')}
                defaultValue={keyword}
                onSearch={(k) => {
                  if (k === keyword) return;
                  guard(
                    () => {
                      setKeyword(k);
                      paging.reset();
                    },
                    () => {
                      setSearchKey((n) => n + 1);
                      // The dialog hands the focus back to the box being replaced: give it to the new one.
                      setTimeout(() => document.getElementById(id('search'))?.focus(), 0);
                    },
                  );
                }}
              />
              <div className="hm-cat-switch">
                <InputSwitch
                  inputId={id('unmapped')}
                  checked={unmapped}
                  onChange={(e) =>
                    guard(() => {
                      setUnmapped(e.value === true);
                      paging.reset();
                    })
                  }
                />
                <label htmlFor={id('unmapped')}>{t('mapping.unmappedOnly')}</label>
              </div>
            </div>
            {!editable && <Message severity="info" text={t('mapping.readOnly')} className="hm-cat-message" />}
            <p role="status" aria-live="polite" className={draft.size > 0 ? 'hm-cat-unsaved' : 'hm-sr-only'}>
              {draft.size > 0 ? t('mapping.unsaved', { count: draft.size }) : ''}
            </p>
            <MappingTable
              kind={kind}
              query={tableQuery}
              paging={guardedPaging}
              empty={unmapped && !keyword ? t('mapping.emptyUnmapped') : t(`kinds.${kind}.empty`)}
              categories={categories.data ?? []}
              draft={draft}
              editable={editable}
              onChoose={(row, ahrqId) => setDraft((d) => setChoice(d, row, ahrqId))}
            />
          </>
        )}
      </HospitalGate>
      {dialog}
    </Page>
  );
}
