import { endpoints, formatWire, RETENTION_MAX_DAYS, ROLE_LEVEL, type TRetentionOverview } from '@hm/contract';
import { useApi, useCurrentUser, useEndpointMutation } from '@hm/platform';
import { LoadingBlock, QueryError } from '@hm/ui';
import { Field } from '@hm/ui/form';
import { useQuery } from '@tanstack/react-query';
import { Button } from 'primereact/button';
import { InputNumber } from 'primereact/inputnumber';
import { useState } from 'react';
import { useSystemTranslation } from '../i18n';

const ID = 'hm-retention';

/**
 * The hospital's retention period of personal data (docs/privacy.md "Retention"): days after a
 * survey closes before its invitation links, unsubmitted drafts, mail addresses and bodies and its
 * staff links are removed; the purges done and those to come. A system administrator can run the
 * purge now (it also runs by itself in every server process).
 */
export function RetentionSection({ hospitalId }: { hospitalId: number }) {
  const { t } = useSystemTranslation();
  const api = useApi();
  const user = useCurrentUser();
  const r = (k: string, o?: Record<string, unknown>) => t(`retention.${k}`, o);
  const overview = useQuery({
    queryKey: ['retention', hospitalId],
    queryFn: ({ signal }) => api.call(endpoints.retentionOverview, { query: { hospitalId } }, { silent: true, signal }),
  });
  if (overview.isError) return <QueryError error={overview.error} onRetry={() => void overview.refetch()} />;
  if (!overview.data) return <LoadingBlock height="8rem" />;
  return (
    <RetentionForm
      key={`${hospitalId}:${overview.data.setting.so_ngay}`}
      data={overview.data}
      hospitalId={hospitalId}
      canRun={user?.phan_quyen_cap === ROLE_LEVEL.systemAdmin}
      r={r}
    />
  );
}

function RetentionForm({ data, hospitalId, canRun, r }: { data: TRetentionOverview; hospitalId: number; canRun: boolean; r: (k: string, o?: Record<string, unknown>) => string }) {
  const [days, setDays] = useState<number | null>(data.setting.so_ngay);
  const save = useEndpointMutation(endpoints.retentionUpdate, { invalidate: ['retention'], success: r('saved') });
  const run = useEndpointMutation(endpoints.retentionRun, { invalidate: ['retention'], success: (res) => r('ran', { n: res.purged.length }) });
  return (
    <section className="hm-form hm-retention" aria-labelledby={`${ID}-title`}>
      <fieldset className="hm-fieldset">
        <legend id={`${ID}-title`}>{r('title')}</legend>
        <p>{r('intro')}</p>
        <div className="hm-toolbar">
          <Field id={`${ID}-days`} label={r('days')} hint={data.setting.mac_dinh ? r('default') : undefined}>
            <InputNumber inputId={`${ID}-days`} value={days} min={0} max={RETENTION_MAX_DAYS} onChange={(e) => setDays(e.value ?? null)} suffix={` ${r('daysUnit')}`} />
          </Field>
          <Button
            type="button"
            label={r('save')}
            icon="pi pi-check"
            loading={save.isPending}
            disabled={days === null || days === data.setting.so_ngay}
            onClick={() => days !== null && save.mutate({ body: { hospital_id: hospitalId, so_ngay: days } })}
          />
          {canRun && (
            <Button
              type="button"
              label={r('runNow')}
              icon="pi pi-play"
              severity="secondary"
              loading={run.isPending}
              onClick={() => run.mutate({ body: { hospital_id: hospitalId } })}
            />
          )}
        </div>
        <Lines
          title={r('pending')}
          empty={r('nonePending')}
          lines={data.pending.map((p) => [p.phien_ban_id, r('pendingRow', { title: p.tieu_de_khao_sat, closed: formatWire(p.closed_at), due: formatWire(p.due_at) })])}
        />
        <Lines
          title={r('done')}
          empty={r('noneDone')}
          lines={data.purges.map((p) => [
            p.phien_ban_id,
            r('doneRow', { title: p.tieu_de_khao_sat, at: formatWire(p.purged_at), records: p.counts.records, mails: p.counts.mails, drafts: p.counts.drafts }),
          ])}
        />
      </fieldset>
    </section>
  );
}

/** A heading and its lines (key, text), or a sentence when there are none. */
function Lines({ title, empty, lines }: { title: string; empty: string; lines: [number, string][] }) {
  return (
    <>
      <h3>{title}</h3>
      {lines.length === 0 ? (
        <p>{empty}</p>
      ) : (
        <ul>
          {lines.map(([key, text]) => (
            <li key={key}>{text}</li>
          ))}
        </ul>
      )}
    </>
  );
}
