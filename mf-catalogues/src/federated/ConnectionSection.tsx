import { endpoints, formatWire, type TFederationSettings, type TFederationSettingsInput, type TFetchedBenchmarks, ZFederationSettingsInput } from '@hm/contract';
import { useEndpointMutation, useEndpointQuery } from '@hm/platform';
import { LoadingBlock, QueryError } from '@hm/ui';
import { useUnsavedChanges } from '@hm/ui/dialog';
import { applyServerErrors, Field, invalidProps } from '@hm/ui/form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Button } from 'primereact/button';
import { InputText } from 'primereact/inputtext';
import { useState } from 'react';
import { type Resolver, useForm } from 'react-hook-form';
import { useCataloguesTranslation } from '../i18n';
import { FEDERATED_ROOT, federatedSettings } from './federated-queries';

const ID = 'hm-fed-connection';

/**
 * The hospital installation's side (system administrators): the collector's https address and the
 * credential it issued — the saved credential is only said to exist, never shown — and fetching
 * the publication now as benchmark sets, with what was fetched.
 */
export function ConnectionSection() {
  const { t } = useCataloguesTranslation();
  const c = (k: string, o?: Record<string, unknown>) => t(`federated.connection.${k}`, o);
  const settings = useEndpointQuery(federatedSettings, {});
  return (
    <section className="hm-fed-section" aria-labelledby={`${ID}-title`}>
      <h2 id={`${ID}-title`}>{c('title')}</h2>
      <p className="hm-cat-muted">{c('intro')}</p>
      {settings.isError ? (
        <QueryError error={settings.error} onRetry={() => void settings.refetch()} />
      ) : !settings.data ? (
        <LoadingBlock height="10rem" />
      ) : (
        <ConnectionForm key={settings.data.updated_at ?? 'none'} settings={settings.data} c={c} />
      )}
    </section>
  );
}

function ConnectionForm({ settings, c }: { settings: TFederationSettings; c: (k: string, o?: Record<string, unknown>) => string }) {
  const form = useForm<TFederationSettingsInput>({
    resolver: zodResolver(ZFederationSettingsInput) as unknown as Resolver<TFederationSettingsInput>,
    defaultValues: { collector_url: settings.collector_url ?? '', token: '' },
  });
  const dirty = form.formState.isDirty;
  const unsaved = useUnsavedChanges(dirty);
  const [fetched, setFetched] = useState<TFetchedBenchmarks | null>(null);
  const save = useEndpointMutation(endpoints.federatedSettingsSave, { invalidate: FEDERATED_ROOT, success: c('saved') });
  const fetch = useEndpointMutation(endpoints.federatedFetch, {
    invalidate: ['catalogues'],
    success: (r) => (r.benchmarks.length ? c('fetched', { count: r.benchmarks.length }) : c('fetchedNone')),
    onSuccess: setFetched,
  });
  const submit = form.handleSubmit(async (values) => {
    try {
      await save.mutateAsync({ body: values });
    } catch (err) {
      applyServerErrors(err, form.setError, Object.keys(ZFederationSettingsInput.shape));
    }
  });
  const errors = form.formState.errors;
  const connected = settings.has_credential;
  return (
    <form id={`${ID}-form`} className="hm-form hm-fed-form" onSubmit={submit} noValidate>
      <p className={connected ? 'hm-fed-ok' : 'hm-cat-muted'} data-testid="fed-connection-state">
        <i className={connected ? 'pi pi-check-circle' : 'pi pi-info-circle'} aria-hidden="true" />{' '}
        {connected ? c('hasCredential', { at: formatWire(settings.updated_at) }) : c('noCredential')}
      </p>
      <div className="hm-form-grid">
        <Field id={`${ID}-url`} label={c('url')} hint={c('urlHint')} error={errors.collector_url?.message} required>
          <InputText
            id={`${ID}-url`}
            type="url"
            inputMode="url"
            autoComplete="off"
            placeholder="https://"
            {...form.register('collector_url')}
            invalid={!!errors.collector_url}
            {...invalidProps(`${ID}-url`, errors.collector_url?.message)}
          />
        </Field>
        <Field id={`${ID}-token`} label={c('token')} hint={c('tokenHint')} error={errors.token?.message} required>
          <InputText
            id={`${ID}-token`}
            type="password"
            autoComplete="new-password"
            spellCheck={false}
            {...form.register('token')}
            invalid={!!errors.token}
            {...invalidProps(`${ID}-token`, errors.token?.message)}
          />
        </Field>
      </div>
      <div className="hm-fed-actions">
        {dirty && <p className="hm-cat-unsaved">{c('unsaved')}</p>}
        <Button type="submit" label={c('save')} icon="pi pi-check" loading={save.isPending} />
        <Button
          type="button"
          label={c('fetch')}
          icon="pi pi-cloud-download"
          severity="secondary"
          outlined
          loading={fetch.isPending}
          disabled={!connected}
          aria-describedby={`${ID}-fetch-hint`}
          onClick={() => fetch.mutate({})}
        />
      </div>
      <p id={`${ID}-fetch-hint`} className="hm-cat-muted">
        {connected ? c('fetchHint') : c('fetchNeedsConnection')}
      </p>
      {fetched && (
        <div className="hm-fed-result" role="status">
          <h3>{c('fetchResult')}</h3>
          {fetched.benchmarks.length === 0 ? (
            <p>{c('fetchedNone')}</p>
          ) : (
            <ul>
              {fetched.benchmarks.map((b) => (
                <li key={b.benchmark_id}>{c('fetchedRow', { code: b.ma_benchmark, instrument: b.instrument_code, year: b.nam, hospitals: b.so_benh_vien })}</li>
              ))}
            </ul>
          )}
        </div>
      )}
      {unsaved.dialog}
    </form>
  );
}
