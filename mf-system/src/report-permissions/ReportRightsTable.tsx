import { foldedIncludes, type TGroupReports, type TReportRights } from '@hm/contract';
import { notify, useUiLanguage } from '@hm/platform';
import { useUnsavedChanges } from '@hm/ui/dialog';
import { SearchBox } from '@hm/ui/page';
import { PagedTable, usePaging } from '@hm/ui/table';
import { Button } from 'primereact/button';
import { Checkbox } from 'primereact/checkbox';
import { Column } from 'primereact/column';
import { Message } from 'primereact/message';
import { Tag } from 'primereact/tag';
import { type Ref, useImperativeHandle, useState } from 'react';
import { useSystemTranslation } from '../i18n';
import type { PanelHandle } from './GroupReportsPanel';
import { type Right, RIGHTS } from './rights';
import { useRightsDraft } from './useRightsDraft';

type Entry = TGroupReports['reports'][number];
const ID = 'hm-report-perm';

export interface ReportRightsTableProps {
  group: TGroupReports;
  /** Nothing can be ticked (the user may not write, or the group is locked). */
  readOnly: boolean;
  handle: Ref<PanelHandle> | undefined;
  sourceName: (code: string) => string;
  /** Stores the items; the stored rights, or null when refused (the toast has said why). */
  save: (items: ({ report_id: number } & TReportRights)[]) => Promise<TGroupReports | null>;
}

/** Marks and case aside, as every search ('bao cao' finds 'Báo cáo'). */
const matches = (r: Entry, keyword: string) => [r.ma_report, r.ten_report, r.ten_report_english].some((s) => foldedIncludes(s, keyword));

/**
 * Every report of the project with three named boxes (Xem, Chạy, Xuất) for the group, kept
 * consistent as they are ticked; a box of a report the user may not give is disabled; 'Chọn
 * tất cả' per right acts on the reports the search shows; 'Lưu' replaces the group's rights.
 * Unsaved ticks are kept from a group change and from closing the tab by a confirmation.
 */
export function ReportRightsTable({ group, readOnly, handle, sourceName, save }: ReportRightsTableProps) {
  const { t } = useSystemTranslation();
  const lang = useUiLanguage();
  const draft = useRightsDraft(group);
  const [keyword, setKeyword] = useState('');
  const [saving, setSaving] = useState(false);
  const paging = usePaging(200);
  const label = (r: Entry) => (lang === 'en' && r.ten_report_english ? r.ten_report_english : r.ten_report);
  const rows = group.reports.filter((r) => matches(r, keyword));
  const editable = (r: Entry) => !readOnly && r.assignable;
  const targets = rows.filter(editable);
  const rightName = (right: Right) => t(`reportPermissions.rights.${right}`);

  // Leaving the page (the drawer, a link, closing the tab) asks before dropping unsaved rights.
  const { confirmDiscard, dialog } = useUnsavedChanges(draft.changed > 0 && !saving);
  useImperativeHandle(
    handle,
    () => ({
      guard: (action) =>
        confirmDiscard(
          () => {
            if (draft.changed > 0) draft.discard();
            action();
          },
          {
            message: t('reportPermissions.discardConfirm', { count: draft.changed }),
            acceptLabel: t('reportPermissions.discardAccept'),
          },
        ),
    }),
    [draft, confirmDiscard, t],
  );

  const onSave = async () => {
    setSaving(true);
    const stored = await save(draft.items());
    setSaving(false);
    if (stored) {
      draft.saved(stored);
      notify.success(t('reportPermissions.saved'));
    }
  };

  const box = (r: Entry, right: Right) => {
    const id = `${ID}-${right}-${r.report_id}`;
    return (
      <span className="hm-report-perm-box">
        <Checkbox inputId={id} checked={draft.rightsOf(r.report_id)[right]} onChange={(e) => draft.set(r.report_id, right, !!e.checked)} disabled={!editable(r)} />
        <label htmlFor={id} className="hm-sr-only">{`${rightName(right)}: ${label(r)}`}</label>
      </span>
    );
  };
  const allOn = (right: Right) => targets.length > 0 && targets.every((r) => draft.rightsOf(r.report_id)[right]);

  return (
    <section className="hm-report-perm" aria-labelledby={`${ID}-heading`}>
      <h2 id={`${ID}-heading`}>{t('reportPermissions.reports')}</h2>
      {group.locked !== null && <Message severity="warn" text={group.locked} />}
      {group.locked === null && readOnly && <Message severity="info" text={t('reportPermissions.readOnly')} />}
      <p className="hm-report-perm__hint">{t('reportPermissions.hint')}</p>
      <div className="hm-toolbar hm-report-perm__toolbar">
        <SearchBox id={`${ID}-search`} label={t('reportPermissions.search')} onSearch={setKeyword} />
        {!readOnly && (
          <fieldset className="hm-report-perm__all">
            <legend>{t('reportPermissions.selectAll')}</legend>
            {RIGHTS.map((right) => (
              <span key={right} className="hm-check">
                <Checkbox
                  inputId={`${ID}-all-${right}`}
                  checked={allOn(right)}
                  disabled={targets.length === 0}
                  onChange={(e) =>
                    draft.setAll(
                      targets.map((r) => r.report_id),
                      right,
                      !!e.checked,
                    )
                  }
                />
                <label htmlFor={`${ID}-all-${right}`}>{rightName(right)}</label>
              </span>
            ))}
          </fieldset>
        )}
      </div>
      <PagedTable
        query={{ data: { data: rows, total: rows.length }, isFetching: false, isError: false, error: null, refetch: () => undefined }}
        paging={paging}
        paged={false}
        dataKey="report_id"
        empty={keyword ? t('reportPermissions.noMatch') : t('reportPermissions.empty')}
      >
        <Column header={t('reportPermissions.code')} field="ma_report" />
        <Column
          header={t('reportPermissions.name')}
          body={(r: Entry) => (
            <span>
              {label(r)} {r.tam_ngung && <Tag severity="warning" value={t('reportPermissions.suspended')} />}
              {!r.assignable && !readOnly && <small className="hm-report-perm__note"> — {t('reportPermissions.notHeld')}</small>}
            </span>
          )}
        />
        <Column header={t('reportPermissions.source')} body={(r: Entry) => sourceName(r.nguon)} />
        {RIGHTS.map((right) => (
          <Column key={right} header={rightName(right)} body={(r: Entry) => box(r, right)} align="center" />
        ))}
      </PagedTable>
      {!readOnly && (
        <div className="hm-report-perm__actions">
          {draft.changed > 0 && <span role="status">{t('reportPermissions.changed', { count: draft.changed })}</span>}
          <Button type="button" label={t('reportPermissions.discard')} severity="secondary" outlined disabled={draft.changed === 0 || saving} onClick={draft.discard} />
          <Button type="button" label={t('reportPermissions.save')} icon="pi pi-save" loading={saving} disabled={draft.changed === 0} onClick={() => void onSave()} />
        </div>
      )}
      {dialog}
    </section>
  );
}
