import { ApiError, endpoints, formatWire, type TContributor, type TContributorIssued, type TContributorInput, ZContributorInput } from '@hm/contract';
import { errorMessage, notify, useEndpointMutation, useEndpointQuery } from '@hm/platform';
import { EmptyState, LoadingBlock, QueryError } from '@hm/ui';
import { ModalDialog, useConfirm } from '@hm/ui/dialog';
import { applyServerErrors, Field, FormDialog, invalidProps } from '@hm/ui/form';
import { useStackBreakpoint } from '@hm/ui/table';
import { zodResolver } from '@hookform/resolvers/zod';
import { Button } from 'primereact/button';
import { Column } from 'primereact/column';
import { DataTable } from 'primereact/datatable';
import { InputText } from 'primereact/inputtext';
import { Message } from 'primereact/message';
import { Tag } from 'primereact/tag';
import { useState } from 'react';
import { type Resolver, useForm } from 'react-hook-form';
import { useCataloguesTranslation } from '../i18n';
import { FEDERATED_ROOT, federatedContributors } from './federated-queries';

const ID = 'hm-fed-collector';
type Say = (k: string, o?: Record<string, unknown>) => string;

/**
 * The collector's side (system administrators of an installation started with
 * HM_BENCHMARK_COLLECTOR=1): the contributing installations, issuing a credential (shown once,
 * with a copy button) and revoking one after a confirmation. Elsewhere the server's 404 says this
 * installation is not a collector: an explanation, not an error.
 */
export function CollectorSection() {
  const { t } = useCataloguesTranslation();
  const c: Say = (k, o) => t(`federated.collector.${k}`, o);
  const list = useEndpointQuery(federatedContributors, {});
  const [issuing, setIssuing] = useState(false);
  const [issued, setIssued] = useState<TContributorIssued | null>(null);
  const { confirm, dialog } = useConfirm();
  const revoke = useEndpointMutation(endpoints.federatedContributorRevoke, {
    invalidate: FEDERATED_ROOT,
    success: (_d, v) => c('revokedToast', { name: list.data?.find((r) => r.contributor_id === v.params.id)?.ten ?? '' }),
  });
  const notCollector = list.error instanceof ApiError && list.error.code === 404;
  const breakpoint = useStackBreakpoint('640px');

  const body = () => {
    if (notCollector)
      return (
        <EmptyState
          icon="pi pi-server"
          title={c('notCollector')}
          detail={
            <>
              {errorMessage(list.error)}. {c('notCollectorDetail')}
            </>
          }
        />
      );
    if (list.isError) return <QueryError error={list.error} onRetry={() => void list.refetch()} />;
    if (!list.data) return <LoadingBlock height="8rem" />;
    const status = (r: TContributor) => <Tag severity={r.revoked ? 'danger' : 'success'} value={r.revoked ? c('revoked') : c('active')} />;
    const actions = (r: TContributor) =>
      !r.revoked && (
        <Button
          type="button"
          size="small"
          severity="danger"
          outlined
          icon="pi pi-ban"
          label={c('revoke')}
          aria-label={c('revokeLabel', { name: r.ten })}
          loading={revoke.isPending && revoke.variables?.params.id === r.contributor_id}
          onClick={() =>
            confirm({ message: c('revokeConfirm', { name: r.ten }), danger: true, acceptLabel: c('revoke'), accept: () => revoke.mutate({ params: { id: r.contributor_id } }) })
          }
        />
      );
    return (
      <DataTable
        value={list.data}
        dataKey="contributor_id"
        size="small"
        stripedRows
        responsiveLayout="stack"
        breakpoint={breakpoint}
        emptyMessage={c('empty')}
        aria-label={c('title')}
        className="hm-fed-table"
      >
        <Column field="ten" header={c('name')} />
        <Column header={c('created')} body={(r: TContributor) => formatWire(r.created_at)} />
        <Column field="submissions" header={c('submissions')} />
        <Column header={c('status')} body={status} />
        <Column header={<span className="hm-visually-hidden">{c('revoke')}</span>} body={actions} />
      </DataTable>
    );
  };

  return (
    <section className="hm-fed-section" aria-labelledby={`${ID}-title`}>
      <div className="hm-fed-heading">
        <h2 id={`${ID}-title`}>{c('title')}</h2>
        {list.data && <Button type="button" icon="pi pi-key" label={c('issue')} onClick={() => setIssuing(true)} />}
      </div>
      {!notCollector && <p className="hm-cat-muted">{c('intro')}</p>}
      {body()}
      {issuing && (
        <IssueDialog
          c={c}
          onClose={() => setIssuing(false)}
          onIssued={(r) => {
            setIssuing(false);
            setIssued(r);
          }}
        />
      )}
      {issued && <IssuedDialog issued={issued} c={c} onClose={() => setIssued(null)} />}
      {dialog}
    </section>
  );
}

/** Names the installation and asks the collector for its credential. */
function IssueDialog({ c, onClose, onIssued }: { c: Say; onClose: () => void; onIssued: (r: TContributorIssued) => void }) {
  const form = useForm<TContributorInput>({ resolver: zodResolver(ZContributorInput) as unknown as Resolver<TContributorInput>, defaultValues: { ten: '' } });
  const issue = useEndpointMutation(endpoints.federatedContributorIssue, { invalidate: FEDERATED_ROOT, success: (r) => c('issued', { name: r.ten }), onSuccess: onIssued });
  const submit = form.handleSubmit(async (body) => {
    try {
      await issue.mutateAsync({ body });
    } catch (err) {
      applyServerErrors(err, form.setError, ['ten']);
    }
  });
  const error = form.formState.errors.ten?.message;
  return (
    <FormDialog
      formId={`${ID}-issue-form`}
      header={c('issueTitle')}
      onHide={onClose}
      saving={issue.isPending}
      dirty={form.formState.isDirty && !issue.isPending}
      submitLabel={c('issueSubmit')}
    >
      <form id={`${ID}-issue-form`} className="hm-form" onSubmit={submit} noValidate>
        <Field id={`${ID}-name`} label={c('name')} hint={c('issueHint')} error={error} required>
          <InputText id={`${ID}-name`} autoComplete="off" {...form.register('ten')} invalid={!!error} {...invalidProps(`${ID}-name`, error)} />
        </Field>
      </form>
    </FormDialog>
  );
}

/** The credential just issued, once: a warning, the credential, a copy button. */
function IssuedDialog({ issued, c, onClose }: { issued: TContributorIssued; c: Say; onClose: () => void }) {
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(issued.token);
      notify.success(c('copied'));
    } catch {
      notify.error(c('copyFailed'));
    }
  };
  return (
    <ModalDialog
      header={c('shownTitle', { name: issued.ten })}
      onHide={onClose}
      closable={false}
      closeOnEscape={false}
      footer={<Button type="button" label={c('close')} icon="pi pi-check" onClick={onClose} />}
    >
      <Message severity="warn" className="hm-fed-warning" text={c('shownWarning')} />
      <Field id={`${ID}-token`} label={c('tokenLabel')}>
        <div className="hm-fed-token">
          <InputText id={`${ID}-token`} value={issued.token} readOnly onFocus={(e) => e.currentTarget.select()} data-testid="fed-issued-token" />
          <Button type="button" icon="pi pi-copy" label={c('copy')} onClick={() => void copy()} />
        </div>
      </Field>
    </ModalDialog>
  );
}
