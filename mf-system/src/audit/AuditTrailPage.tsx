import { AUDIT_ACTION_LABELS, auditActionLabel, auditEntityLabel, endpoints, formatWire, type TAuditRow, toWireTime } from '@hm/contract';
import { errorMessage, notify, saveBlob, useApi, type CrudResource, useAddressParams } from '@hm/platform';
import { useQuery } from '@tanstack/react-query';
import { ResourcePage } from '@hm/ui/crud';
import { Button } from 'primereact/button';
import { useState } from 'react';
import { useSystemTranslation } from '../i18n';
import { AuditChanges } from './AuditChanges';
import { DayField } from './DayField';
import './audit.css';

/** The trail as a read-only resource: a list, no writes. */
const auditLog = { name: 'auditLog', id: 'audit_log_id', endpoints: { list: endpoints.auditList } } satisfies CrudResource;

const DATE = /^\d{4}-\d{2}-\d{2}$/;

/**
 * HeThong/NhatKy: who changed what and when, refused attempts included; filtered by person
 * (search), entity, action, hospital and days; the filtered trail downloads as CSV (the
 * Vietnamese Excel convention in Vietnamese). Actions and entities read as words (@hm/contract
 * audit-labels.ts), times and days as dd/MM/yyyy.
 */
export default function AuditTrailPage() {
  const { t, i18n } = useSystemTranslation();
  const lang = i18n.language;
  const api = useApi();
  const [params, setParams] = useAddressParams();
  const [exporting, setExporting] = useState(false);
  const entities = useQuery({ queryKey: ['auditLog', 'entities'], queryFn: () => api.call(endpoints.auditEntities, {}, { silent: true }) }).data ?? [];
  const day = (k: 'tu_ngay' | 'den_ngay') => (DATE.test(params.get(k) ?? '') ? params.get(k)! : undefined);
  const dates = { ...(day('tu_ngay') ? { tu_ngay: day('tu_ngay') } : {}), ...(day('den_ngay') ? { den_ngay: day('den_ngay') } : {}) };
  const setDay = (k: 'tu_ngay' | 'den_ngay', v: string) =>
    setParams(
      (prev) => {
        const next = new URLSearchParams(prev);
        if (v) next.set(k, v);
        else next.delete(k);
        next.delete('page');
        return next;
      },
      { replace: true },
    );
  const byLabel = (a: { label: string }, b: { label: string }) => a.label.localeCompare(b.label, lang);
  const actionOptions = Object.keys(AUDIT_ACTION_LABELS)
    .map((a) => ({ value: a, label: auditActionLabel(a, lang) }))
    .sort(byLabel);
  const entityOptions = entities.map((e) => ({ value: e, label: auditEntityLabel(e, lang) })).sort(byLabel);

  const exportCsv = async () => {
    setExporting(true);
    try {
      const q: Record<string, unknown> = { ...dates };
      for (const k of ['keyword', 'entity', 'action', 'hospitalId']) if (params.get(k)) q[k] = params.get(k);
      const blob = await api.download(endpoints.auditExport, { query: q as never });
      saveBlob(blob, `nhat-ky-${toWireTime(new Date()).slice(0, 10)}.csv`);
    } catch (err) {
      notify.error(errorMessage(err));
    } finally {
      setExporting(false);
    }
  };

  return (
    <div className="hm-audit">
      <ResourcePage
        config={{
          resource: auditLog,
          title: t('audit.title'),
          icon: 'pi pi-history',
          idPrefix: 'hm-audit',
          exportFile: false,
          canWrite: false,
          pageSize: 20,
          empty: t('audit.empty'),
          notice: <p>{t('audit.notice')}</p>,
          query: dates,
          filters: [
            { kind: 'select', name: 'hospitalId', label: t('audit.hospital'), combo: endpoints.hospitalAuth },
            { kind: 'select', name: 'entity', label: t('audit.entity'), options: [{ value: null, label: '—' }, ...entityOptions] },
            { kind: 'select', name: 'action', label: t('audit.action'), options: [{ value: null, label: '—' }, ...actionOptions] },
          ],
          filterSlots: {
            after: (
              <>
                <DayField id="hm-audit-from" label={t('audit.from')} placeholder={t('audit.datePlaceholder')} value={dates.tu_ngay ?? ''} onChange={(v) => setDay('tu_ngay', v)} />
                <DayField id="hm-audit-to" label={t('audit.to')} placeholder={t('audit.datePlaceholder')} value={dates.den_ngay ?? ''} onChange={(v) => setDay('den_ngay', v)} />
              </>
            ),
          },
          toolbarActions: <Button type="button" label={t('audit.csv')} icon="pi pi-download" severity="secondary" outlined loading={exporting} onClick={() => void exportCsv()} />,
          columns: [
            {
              header: t('audit.time'),
              body: (r: TAuditRow) => <span className="hm-audit__time">{formatWire(r.created_at)}</span>,
              text: (r: TAuditRow) => formatWire(r.created_at),
            },
            { header: t('audit.account'), body: (r: TAuditRow) => r.ten_tai_khoan ?? '—' },
            { field: 'ten_benh_vien', header: t('audit.hospital') },
            { header: t('audit.action'), body: (r: TAuditRow) => auditActionLabel(r.action, lang), text: (r: TAuditRow) => auditActionLabel(r.action, lang) },
            { header: t('audit.entity'), body: (r: TAuditRow) => auditEntityLabel(r.entity, lang), text: (r: TAuditRow) => auditEntityLabel(r.entity, lang) },
            { header: t('audit.entityId'), body: (r: TAuditRow) => <span className="hm-audit__wrap">{r.entity_id ?? ''}</span> },
            { header: t('audit.changes'), body: (r: TAuditRow) => <AuditChanges row={r} /> },
            { header: t('audit.request'), body: (r: TAuditRow) => <span className="hm-audit__wrap">{r.request_id ?? ''}</span> },
            { header: t('audit.address'), body: (r: TAuditRow) => <span className="hm-audit__wrap">{r.ip ?? ''}</span> },
          ],
        }}
      />
    </div>
  );
}
