import { endpoints, formatWire, type TConsent, type TFederatedVersion } from '@hm/contract';
import { notify, useApi, useEndpointMutation } from '@hm/platform';
import { LoadingBlock, QueryError } from '@hm/ui';
import { useConfirm } from '@hm/ui/dialog';
import { useQuery } from '@tanstack/react-query';
import { Button } from 'primereact/button';
import { InputSwitch } from 'primereact/inputswitch';
import { Message } from 'primereact/message';
import { Tag } from 'primereact/tag';
import { useSystemTranslation } from '../i18n';

const ID = 'hm-benchmark-consent';
const KEY = ['hospital', 'benchmark-consent'] as const;
type Say = (k: string, o?: Record<string, unknown>) => string;
type Severity = 'success' | 'info' | 'warning' | 'danger' | null;

/** A version's state in words and its tag's colour. */
export function versionState(v: TFederatedVersion, s: Say): { text: string; severity: Severity } {
  const n = v.attempts;
  const error = v.last_error ?? '';
  if (!v.hanh_dong || !v.trang_thai) return { text: s('states.none'), severity: null };
  if (v.hanh_dong === 'withdraw') {
    if (v.trang_thai === 'done') return { text: s('states.withdrawn', { at: formatWire(v.done_at) }), severity: 'info' };
    if (v.trang_thai === 'failed') return { text: s('states.withdrawFailed', { error }), severity: 'danger' };
    return { text: s('states.withdrawing'), severity: 'warning' };
  }
  if (v.trang_thai === 'done') return { text: s('states.sent', { at: formatWire(v.done_at) }), severity: 'success' };
  if (v.trang_thai === 'skipped') return { text: s('states.skipped', { reason: error }), severity: 'warning' };
  if (v.trang_thai === 'failed') return { text: s('states.failed', { n, error }), severity: 'danger' };
  return n > 0 ? { text: s('states.retrying', { n, error }), severity: 'warning' } : { text: s('states.queued'), severity: 'info' };
}

/**
 * The hospital administrator's consent to the federated benchmark (docs/privacy.md, "The
 * federated benchmark"): what leaves the installation in plain words, consent on / off (off asks
 * first), each closed version's state, and "send now" / "withdraw" (withdraw asks first).
 */
export function BenchmarkConsentSection({ hospitalId }: { hospitalId: number }) {
  const { t } = useSystemTranslation();
  const api = useApi();
  const s: Say = (k, o) => t(`benchmarkConsent.${k}`, o);
  const consent = useQuery({
    queryKey: [...KEY, hospitalId],
    queryFn: ({ signal }) => api.call(endpoints.federatedConsent, { query: { hospital_id: hospitalId } }, { silent: true, signal }),
  });
  return (
    <section className="hm-form hm-benchmark-consent" aria-labelledby={`${ID}-title`}>
      <fieldset className="hm-fieldset">
        <legend id={`${ID}-title`}>{s('title')}</legend>
        <p>{s('intro')}</p>
        <h3>{s('whatLeaves')}</h3>
        <ul className="hm-benchmark-consent__facts">
          {(['sent', 'neverSent', 'minimum', 'published', 'withdrawal'] as const).map((k) => (
            <li key={k}>{s(k)}</li>
          ))}
        </ul>
        <p className="hm-benchmark-consent__muted">{s('details')}</p>
        {consent.isError ? (
          <QueryError error={consent.error} onRetry={() => void consent.refetch()} />
        ) : !consent.data ? (
          <LoadingBlock height="8rem" />
        ) : (
          <ConsentBody data={consent.data} s={s} />
        )}
      </fieldset>
    </section>
  );
}

function ConsentBody({ data, s }: { data: TConsent; s: Say }) {
  const { confirm, dialog } = useConfirm();
  const hospital_id = data.hospital_id;
  const title = (id: number) => data.versions.find((v) => v.phien_ban_id === id)?.tieu_de_khao_sat ?? '';
  const save = useEndpointMutation(endpoints.federatedConsentSave, { invalidate: KEY, success: (r) => (r.dong_y ? s('savedOn') : s('savedOff')) });
  /** The outcome of a send or withdrawal is on its row: a refusal of the collector is not an HTTP error. */
  const outcome = (done: string) => (r: TFederatedVersion) => {
    if (r.trang_thai === 'done') notify.success(s(done, { title: r.tieu_de_khao_sat }));
    else notify.warn(s('notDone', { state: versionState(r, s).text }));
  };
  const send = useEndpointMutation(endpoints.federatedSendNow, { invalidate: KEY, success: null, onSuccess: outcome('sentToast') });
  const withdraw = useEndpointMutation(endpoints.federatedWithdrawNow, { invalidate: KEY, success: null, onSuccess: outcome('withdrawnToast') });
  const busy = (m: typeof send, id: number) => m.isPending && m.variables?.body.phien_ban_id === id;

  const toggle = (on: boolean) => {
    if (on) save.mutate({ body: { hospital_id, dong_y: true } });
    else confirm({ message: s('offConfirm'), danger: true, acceptLabel: s('offAccept'), accept: () => save.mutate({ body: { hospital_id, dong_y: false } }) });
  };

  return (
    <>
      <div className="hm-benchmark-consent__switch">
        <InputSwitch inputId={`${ID}-switch`} checked={data.dong_y} disabled={save.isPending} onChange={(e) => toggle(!!e.value)} />
        <label htmlFor={`${ID}-switch`}>{s('consent')}</label>
        <Tag severity={data.dong_y ? 'success' : null} value={data.dong_y ? s('on') : s('off')} />
      </div>
      {!data.connected && <Message severity="info" className="hm-benchmark-consent__message" text={s('notConnected')} />}
      <h3>{s('versions')}</h3>
      {data.versions.length === 0 ? (
        <p>{s('noVersions')}</p>
      ) : (
        <table className="hm-benchmark-consent__table" data-table="benchmark-consent">
          <caption className="hm-visually-hidden">{s('versions')}</caption>
          <thead>
            <tr>
              <th scope="col">{s('version')}</th>
              <th scope="col">{s('instrument')}</th>
              <th scope="col">{s('state')}</th>
              <th scope="col">{s('actions')}</th>
            </tr>
          </thead>
          <tbody>
            {data.versions.map((v) => {
              const state = versionState(v, s);
              const canWithdraw = data.connected && v.hanh_dong === 'send' && v.trang_thai === 'done';
              return (
                <tr key={v.phien_ban_id}>
                  <th scope="row" data-label={s('version')}>
                    {v.tieu_de_khao_sat}
                  </th>
                  <td data-label={s('instrument')}>{v.instrument_code ?? '—'}</td>
                  <td data-label={s('state')}>
                    <Tag severity={state.severity} value={state.text} className="hm-benchmark-consent__state" />
                  </td>
                  <td data-label={s('actions')}>
                    <div className="hm-benchmark-consent__actions">
                      <Button
                        type="button"
                        size="small"
                        icon="pi pi-send"
                        label={s('send')}
                        aria-label={s('sendLabel', { title: v.tieu_de_khao_sat })}
                        disabled={!data.dong_y || !data.connected || !v.instrument_code}
                        loading={busy(send, v.phien_ban_id)}
                        onClick={() => send.mutate({ body: { hospital_id, phien_ban_id: v.phien_ban_id } })}
                      />
                      {canWithdraw && (
                        <Button
                          type="button"
                          size="small"
                          severity="danger"
                          outlined
                          icon="pi pi-undo"
                          label={s('withdraw')}
                          aria-label={s('withdrawLabel', { title: v.tieu_de_khao_sat })}
                          loading={busy(withdraw, v.phien_ban_id)}
                          onClick={() =>
                            confirm({
                              message: s('withdrawConfirm', { title: title(v.phien_ban_id) }),
                              danger: true,
                              acceptLabel: s('withdraw'),
                              accept: () => withdraw.mutate({ body: { hospital_id, phien_ban_id: v.phien_ban_id } }),
                            })
                          }
                        />
                      )}
                    </div>
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      )}
      {dialog}
    </>
  );
}
