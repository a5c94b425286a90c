import { endpoints, formatWire, moduleName, RELEASE_CHANNELS, type TReleaseChannel, type TReleaseModuleOverview, type TReleaseOverview } from '@hm/contract';
import { useApi, useEndpointMutation, usePageTitle } from '@hm/platform';
import { QueryError } from '@hm/ui';
import { useConfirm } from '@hm/ui/dialog';
import { useQuery } from '@tanstack/react-query';
import { Button } from 'primereact/button';
import { Dropdown } from 'primereact/dropdown';
import { InputTextarea } from 'primereact/inputtextarea';
import { Tag } from 'primereact/tag';
import { useState } from 'react';
import { useSystemTranslation } from '../i18n';
import './releases.css';

const ROOT = ['moduleReleases'];

/**
 * HeThong/PhatHanhPhanHe: the module release registry (docs/decisions/module-releases.md). Per
 * module its releases and their checks, its channels and the hospitals each reaches, which
 * release each hospital runs, and the history; promote, roll back, pin and follow are single
 * actions, each confirmed (naming the hospitals it reaches) and each an audited event.
 */
export default function ModuleReleasesPage() {
  const { t } = useSystemTranslation();
  usePageTitle(t('releases.title'));
  const api = useApi();
  const q = useQuery({ queryKey: ROOT, queryFn: () => api.call(endpoints.releaseOverview, {}) });
  const { confirm, dialog } = useConfirm();
  return (
    <section className="hm-page hm-releases" aria-labelledby="hm-releases-title">
      <h1 id="hm-releases-title">{t('releases.title')}</h1>
      {q.error ? <QueryError error={q.error} onRetry={() => void q.refetch()} /> : null}
      {q.data ? (
        <>
          <p>{t('releases.running', { shell: q.data.shell_version, contract: q.data.contract_major })}</p>
          {q.data.modules.map((m) => (
            <ModuleSection key={m.module} m={m} overview={q.data} confirm={confirm} />
          ))}
        </>
      ) : null}
      {dialog}
    </section>
  );
}

type Confirm = ReturnType<typeof useConfirm>['confirm'];

function ModuleSection({ m, confirm }: { m: TReleaseModuleOverview; overview: TReleaseOverview; confirm: Confirm }) {
  const { t, i18n } = useSystemTranslation();
  const name = moduleName(m.module, i18n.language);
  const opts = { invalidate: ROOT, success: t('releases.done') };
  const promote = useEndpointMutation(endpoints.releasePromote, opts);
  const rollback = useEndpointMutation(endpoints.releaseRollback, opts);
  const pin = useEndpointMutation(endpoints.releasePin, opts);
  const follow = useEndpointMutation(endpoints.releaseFollow, opts);
  const [choice, setChoice] = useState<Record<number, string>>({});
  // The survey module's moves carry a written reason (the campaign freeze lets a hotfix through with one).
  const [reasonText, setReason] = useState('');
  const reason = m.module === 'survey' && reasonText.trim() ? { reason: reasonText.trim() } : {};
  const builtIn = t('releases.builtIn');
  const channel = (c: TReleaseChannel) => m.channels.find((x) => x.channel === c)!;
  const receivers = (c: TReleaseChannel) =>
    channel(c)
      .hospitals.map((h) => h.name)
      .join(', ') || t('releases.nobody');
  const id = `hm-releases-${m.module}`;

  const askPromote = (version: string, c: TReleaseChannel) =>
    confirm({
      header: t('releases.promoteTitle'),
      message: t('releases.promoteAsk', { module: name, version, channel: c, hospitals: receivers(c) }),
      accept: () => promote.mutate({ body: { module: m.module, version, channel: c, ...reason } }),
    });
  const askRollback = (c: TReleaseChannel) =>
    confirm({
      header: t('releases.rollbackTitle'),
      danger: true,
      message: t('releases.rollbackAsk', { module: name, channel: c, hospitals: receivers(c) }),
      accept: () => rollback.mutate({ body: { module: m.module, channel: c, ...reason } }),
    });
  const applyHospital = (h: TReleaseModuleOverview['hospitals'][number]) => {
    const v = choice[h.hospital_id];
    if (!v) return;
    const [kind, value] = v.split(':') as ['follow' | 'pin', string];
    confirm({
      header: t('releases.hospitalTitle'),
      message:
        kind === 'follow' ? t('releases.followAsk', { hospital: h.name, channel: value, module: name }) : t('releases.pinAsk', { hospital: h.name, version: value, module: name }),
      accept: () =>
        kind === 'follow'
          ? follow.mutate({ body: { module: m.module, hospital_id: h.hospital_id, channel: value as TReleaseChannel, ...reason } })
          : pin.mutate({ body: { module: m.module, hospital_id: h.hospital_id, version: value, ...reason } }),
    });
  };
  const hospitalOptions = [
    ...RELEASE_CHANNELS.map((c) => ({ value: `follow:${c}`, label: t('releases.followChannel', { channel: c }) })),
    ...m.releases.filter((r) => !r.blocked).map((r) => ({ value: `pin:${r.version}`, label: t('releases.pinVersion', { version: r.version }) })),
  ];

  return (
    <section className="hm-releases-module" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{name}</h2>
      {m.module === 'survey' ? (
        <div className="hm-releases-reason">
          <label htmlFor={`${id}-reason`}>{t('releases.reason')}</label>
          <InputTextarea id={`${id}-reason`} value={reasonText} rows={2} maxLength={1000} aria-describedby={`${id}-reason-hint`} onChange={(e) => setReason(e.target.value)} />
          <small id={`${id}-reason-hint`}>{t('releases.reasonHint')}</small>
        </div>
      ) : null}
      <table className="hm-table">
        <caption>{t('releases.channels', { module: name })}</caption>
        <thead>
          <tr>
            <th scope="col">{t('releases.channel')}</th>
            <th scope="col">{t('releases.release')}</th>
            <th scope="col">{t('releases.reaches')}</th>
            <th scope="col">{t('releases.actions')}</th>
          </tr>
        </thead>
        <tbody>
          {m.channels.map((c) => (
            <tr key={c.channel}>
              <td>{c.channel}</td>
              <td>{c.version ?? builtIn}</td>
              <td>{c.hospitals.map((h) => h.name).join(', ') || t('releases.nobody')}</td>
              <td>
                <Button
                  type="button"
                  size="small"
                  outlined
                  severity="danger"
                  icon="pi pi-undo"
                  label={t('releases.rollback')}
                  aria-label={t('releases.rollbackLabel', { module: name, channel: c.channel })}
                  disabled={c.version === null && !m.events.some((e) => e.channel === c.channel && e.kind !== 'follow')}
                  onClick={() => askRollback(c.channel)}
                />
              </td>
            </tr>
          ))}
        </tbody>
      </table>

      <table className="hm-table">
        <caption>{t('releases.releases', { module: name })}</caption>
        <thead>
          <tr>
            <th scope="col">{t('releases.version')}</th>
            <th scope="col">{t('releases.checks')}</th>
            <th scope="col">{t('releases.commit')}</th>
            <th scope="col">{t('releases.created')}</th>
            <th scope="col">{t('releases.actions')}</th>
          </tr>
        </thead>
        <tbody>
          {m.releases.length === 0 ? (
            <tr>
              <td colSpan={5}>{t('releases.none')}</td>
            </tr>
          ) : null}
          {m.releases.map((r) => (
            <tr key={r.release_id}>
              <td>{r.version}</td>
              <td>
                <span className="hm-releases-checks">
                  {r.hotfix ? <Tag value={t('releases.hotfix')} severity="danger" icon="pi pi-wrench" /> : null}
                  <Tag value={t(`releases.smoke.${r.smoke_test}`)} severity={r.smoke_test === 'passed' ? 'success' : r.smoke_test === 'failed' ? 'danger' : 'warning'} />
                  <small>{t('releases.contractShell', { contract: r.contract_major, range: r.shell_range, files: r.files, kib: Math.round(r.size / 1024) })}</small>
                  {r.blocked ? (
                    <small className="hm-releases-refused">{r.blocked}</small>
                  ) : r.blocked_stable ? (
                    <small className="hm-releases-refused">{r.blocked_stable}</small>
                  ) : null}
                </span>
              </td>
              <td>{r.commit ?? '–'}</td>
              <td>
                {formatWire(r.created_at)} {r.created_by ?? ''}
              </td>
              <td className="hm-releases-actions">
                {RELEASE_CHANNELS.map((c) => {
                  const refused = c === 'stable' ? r.blocked_stable : r.blocked;
                  const here = channel(c).version === r.version;
                  return (
                    <Button
                      key={c}
                      type="button"
                      size="small"
                      icon="pi pi-upload"
                      label={t('releases.promote', { channel: c })}
                      aria-label={t('releases.promoteLabel', { module: name, version: r.version, channel: c })}
                      tooltip={refused ?? undefined}
                      disabled={!!refused || here}
                      onClick={() => askPromote(r.version, c)}
                    />
                  );
                })}
              </td>
            </tr>
          ))}
        </tbody>
      </table>

      <table className="hm-table">
        <caption>{t('releases.hospitals', { module: name })}</caption>
        <thead>
          <tr>
            <th scope="col">{t('releases.hospital')}</th>
            <th scope="col">{t('releases.follows')}</th>
            <th scope="col">{t('releases.runs')}</th>
            <th scope="col">{t('releases.actions')}</th>
          </tr>
        </thead>
        <tbody>
          {m.hospitals.map((h) => (
            <tr key={h.hospital_id}>
              <td>{h.name}</td>
              <td>{h.pinned ? t('releases.pinned', { version: h.pinned }) : h.channel}</td>
              <td>
                {h.runs ?? builtIn}
                {h.frozen ? (
                  <span className="hm-releases-checks">
                    <Tag value={t('releases.frozenTag')} severity="warning" icon="pi pi-lock" />
                    <small>{t('releases.frozen', { why: h.frozen })}</small>
                  </span>
                ) : null}
              </td>
              <td className="hm-releases-actions">
                <Dropdown
                  value={choice[h.hospital_id] ?? null}
                  options={hospitalOptions}
                  placeholder={t('releases.choose')}
                  aria-label={t('releases.chooseLabel', { module: name, hospital: h.name })}
                  onChange={(e) => setChoice((s) => ({ ...s, [h.hospital_id]: e.value as string }))}
                />
                <Button
                  type="button"
                  size="small"
                  label={t('releases.apply')}
                  aria-label={t('releases.applyLabel', { module: name, hospital: h.name })}
                  disabled={!choice[h.hospital_id]}
                  onClick={() => applyHospital(h)}
                />
              </td>
            </tr>
          ))}
        </tbody>
      </table>

      <table className="hm-table">
        <caption>{t('releases.history', { module: name })}</caption>
        <thead>
          <tr>
            <th scope="col">{t('releases.when')}</th>
            <th scope="col">{t('releases.what')}</th>
            <th scope="col">{t('releases.release')}</th>
            <th scope="col">{t('releases.by')}</th>
          </tr>
        </thead>
        <tbody>
          {m.events.length === 0 ? (
            <tr>
              <td colSpan={4}>{t('releases.noHistory')}</td>
            </tr>
          ) : null}
          {m.events.map((e) => (
            <tr key={e.event_id}>
              <td>{formatWire(e.created_at)}</td>
              <td>
                {t(`releases.event.${e.kind}`, { channel: e.channel ?? '', hospital: e.hospital ?? '' })}
                {e.reason ? (
                  <>
                    <br />
                    <small>{t('releases.eventReason', { reason: e.reason })}</small>
                  </>
                ) : null}
              </td>
              <td>{e.kind === 'follow' ? '–' : (e.version ?? builtIn)}</td>
              <td>{e.created_by ?? '–'}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
