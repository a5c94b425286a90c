import { endpoints, type TAuditRow, toWireTime } from '@hm/contract';
import { errorMessage, notify, saveBlob, useApi, type CrudResource } from '@hm/platform';
import { useQuery } from '@tanstack/react-query';
import { ResourcePage } from '@hm/ui/crud';
import { Field } from '@hm/ui/form';
import { Button } from 'primereact/button';
import { InputText } from 'primereact/inputtext';
import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useSystemTranslation } from '../i18n';

/** The trail as a read-only resource: a list, no writes. */
const auditLog = { name: 'auditLog', id: 'audit_log_id', endpoints: { list: endpoints.auditList } } satisfies CrudResource;

const ACTIONS = ['create', 'update', 'delete', 'refused', 'export'] as const;
const DATE = /^\d{4}-\d{2}-\d{2}$/;

/** `field: before → after`, one per line. */
const changesText = (r: TAuditRow) =>
  r.changes ? Object.entries(r.changes).map(([k, [b, a]]) => `${k}: ${JSON.stringify(b)} → ${JSON.stringify(a)}`).join('\n') : r.detail && Object.keys(r.detail).length ? JSON.stringify(r.detail) : '';

/**
 * HeThong/NhatKy: who changed what and when, refused attempts included; filtered by person
 * (search), entity, action, hospital and days; the filtered trail downloads as CSV.
 */
export default function AuditTrailPage() {
  const { t } = useSystemTranslation();
  const api = useApi();
  const [params, setParams] = useSearchParams();
  const [exporting, setExporting] = useState(false);
  const entities = useQuery({ queryKey: ['auditLog', 'entities'], queryFn: () => api.call(endpoints.auditEntities, {}, { silent: true }) }).data ?? [];
  const day = (k: 'tu_ngay' | 'den_ngay') => (DATE.test(params.get(k) ?? '') ? params.get(k)! : undefined);
  const dates = { ...(day('tu_ngay') ? { tu_ngay: day('tu_ngay') } : {}), ...(day('den_ngay') ? { den_ngay: day('den_ngay') } : {}) };
  const setDay = (k: 'tu_ngay' | 'den_ngay', v: string) =>
    setParams((prev) => {
      const next = new URLSearchParams(prev);
      if (v) next.set(k, v);
      else next.delete(k);
      next.delete('page');
      return next;
    }, { replace: true });

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
    <ResourcePage
      config={{
        resource: auditLog, title: t('audit.title'), icon: 'pi pi-history', idPrefix: 'hm-audit', exportFile: false, canWrite: false, pageSize: 20,
        empty: t('audit.empty'),
        notice: <p>{t('audit.notice')}</p>,
        query: dates,
        filters: [
          { kind: 'select', name: 'hospitalId', label: t('audit.hospital'), combo: endpoints.hospitalAuth },
          { kind: 'select', name: 'entity', label: t('audit.entity'), options: [{ value: null, label: '—' }, ...entities.map((e) => ({ value: e, label: e }))] },
          { kind: 'select', name: 'action', label: t('audit.action'), options: [{ value: null, label: '—' }, ...ACTIONS.map((a) => ({ value: a, label: t(`audit.actions.${a}`) }))] },
        ],
        filterSlots: {
          after: (
            <>
              <Field id="hm-audit-from" label={t('audit.from')}>
                <InputText id="hm-audit-from" type="date" value={dates.tu_ngay ?? ''} onChange={(e) => setDay('tu_ngay', e.target.value)} />
              </Field>
              <Field id="hm-audit-to" label={t('audit.to')}>
                <InputText id="hm-audit-to" type="date" value={dates.den_ngay ?? ''} onChange={(e) => setDay('den_ngay', e.target.value)} />
              </Field>
            </>
          ),
        },
        toolbarActions: <Button type="button" label={t('audit.csv')} icon="pi pi-download" severity="secondary" outlined loading={exporting} onClick={() => void exportCsv()} />,
        columns: [
          { field: 'created_at', header: t('audit.time') },
          { header: t('audit.account'), body: (r: TAuditRow) => r.ten_tai_khoan ?? '—' },
          { field: 'ten_benh_vien', header: t('audit.hospital') },
          { header: t('audit.action'), body: (r: TAuditRow) => ((ACTIONS as readonly string[]).includes(r.action) ? t(`audit.actions.${r.action}`) : r.action) },
          { field: 'entity', header: t('audit.entity') },
          { field: 'entity_id', header: t('audit.entityId') },
          { header: t('audit.changes'), body: (r: TAuditRow) => <pre style={{ whiteSpace: 'pre-wrap', margin: 0, maxWidth: '32rem' }}>{changesText(r)}</pre> },
          { field: 'request_id', header: t('audit.request') },
          { field: 'ip', header: t('audit.address') },
        ],
      }}
    />
  );
}
