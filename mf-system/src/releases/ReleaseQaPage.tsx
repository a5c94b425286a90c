import { endpoints, moduleName, type TReleaseQaOverview } from '@hm/contract';
import { useApi, useEndpointMutation, usePageTitle } from '@hm/platform';
import { QueryError } from '@hm/ui';
import { useQuery } from '@tanstack/react-query';
import { Button } from 'primereact/button';
import { Dropdown } from 'primereact/dropdown';
import { Tag } from 'primereact/tag';
import { useState } from 'react';
import { useSystemTranslation } from '../i18n';
import './releases.css';

const ROOT = ['releaseQa'];

/**
 * HeThong/KiemThuPhanHe: the QA override (docs/decisions/module-releases.md). A user with the QA
 * function runs a release of a module for their own account only, from the next page load; the
 * shell shows a banner naming it. Setting and clearing are audited.
 */
export default function ReleaseQaPage() {
  const { t } = useSystemTranslation();
  usePageTitle(t('qa.title'));
  const api = useApi();
  const q = useQuery({ queryKey: ROOT, queryFn: () => api.call(endpoints.releaseQaList, {}) });
  return (
    <section className="hm-page hm-releases" aria-labelledby="hm-release-qa-title">
      <h1 id="hm-release-qa-title">{t('qa.title')}</h1>
      <p>{t('qa.intro')}</p>
      {q.error ? <QueryError error={q.error} onRetry={() => void q.refetch()} /> : null}
      {q.data ? (
        <div className="hm-releases-module">
          <table className="hm-table">
            <caption>{t('qa.table')}</caption>
            <thead>
              <tr>
                <th scope="col">{t('qa.module')}</th>
                <th scope="col">{t('qa.hospitalRuns')}</th>
                <th scope="col">{t('qa.yours')}</th>
                <th scope="col">{t('releases.actions')}</th>
              </tr>
            </thead>
            <tbody>
              {q.data.modules.map((m) => (
                <QaRow key={m.module} m={m} />
              ))}
            </tbody>
          </table>
          <Button type="button" outlined icon="pi pi-refresh" label={t('qa.reload')} onClick={() => window.location.reload()} />
        </div>
      ) : null}
    </section>
  );
}

function QaRow({ m }: { m: TReleaseQaOverview['modules'][number] }) {
  const { t, i18n } = useSystemTranslation();
  const name = moduleName(m.module, i18n.language);
  const [choice, setChoice] = useState<string | null>(null);
  const set = useEndpointMutation(endpoints.releaseQaSet, { invalidate: ROOT, success: (d) => t('qa.set', { module: name, version: d.version }) });
  const clear = useEndpointMutation(endpoints.releaseQaClear, { invalidate: ROOT, success: t('qa.cleared', { module: name }) });
  const options = m.releases.map((r) => ({ value: r.version, label: r.hotfix ? `${r.version} (${t('releases.hotfix')})` : r.version }));
  return (
    <tr>
      <th scope="row">{name}</th>
      <td>{m.hospital_runs ?? t('qa.builtIn')}</td>
      <td>{m.override ? <Tag value={m.override} severity="warning" icon="pi pi-flag" /> : t('qa.noOverride')}</td>
      <td className="hm-releases-actions">
        {options.length ? (
          <>
            <Dropdown
              value={choice}
              options={options}
              placeholder={t('qa.choose')}
              aria-label={t('qa.chooseLabel', { module: name })}
              onChange={(e) => setChoice(e.value as string)}
            />
            <Button
              type="button"
              size="small"
              icon="pi pi-play"
              label={t('qa.run')}
              aria-label={t('qa.runLabel', { module: name })}
              disabled={!choice || choice === m.override || set.isPending}
              onClick={() => choice && set.mutate({ body: { module: m.module, version: choice } })}
            />
          </>
        ) : (
          <span>{t('qa.noRelease')}</span>
        )}
        <Button
          type="button"
          size="small"
          outlined
          severity="secondary"
          icon="pi pi-times"
          label={t('qa.clear')}
          aria-label={t('qa.clearLabel', { module: name })}
          disabled={!m.override || clear.isPending}
          onClick={() => clear.mutate({ body: { module: m.module } })}
        />
      </td>
    </tr>
  );
}
