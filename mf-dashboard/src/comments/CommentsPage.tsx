import { endpoints, toWireTime } from '@hm/contract';
import { notify, useDebounced, useEndpointQuery, useAddressParams } from '@hm/platform';
import { EmptyState, LoadingBlock, QueryError } from '@hm/ui';
import { Page } from '@hm/ui/page';
import { Button } from 'primereact/button';
import { Dropdown } from 'primereact/dropdown';
import { InputText } from 'primereact/inputtext';
import { Paginator } from 'primereact/paginator';
import { useState } from 'react';
import { useFileDownload } from '../api/download';
import { useDashboardVersions } from '../api/versions';
import { useDashboardTranslation } from '../i18n';
import '../shared/dashboard.css';
import { CommentItem } from './CommentItem';
import './comments.css';
import { commentQueries } from './queries';

const SIZE = 20;
const toId = (s: string | null) => (s && /^\d+$/.test(s) ? Number(s) : null);
type Flag = 'all' | 'true' | 'false';

/**
 * Dashboard/YKienGopY (Y_KIEN_DOC): the masked free-text comments of a closed wave of one
 * hospital, filtered by unit, question, composite tag and incident flag, searched in the masked
 * text, paged, exported; a small unit shows a plain reason instead of its comments.
 */
export default function CommentsPage() {
  const { t } = useDashboardTranslation();
  const c = (k: string, o?: Record<string, unknown>) => t(`comments.${k}`, o);
  const [params] = useAddressParams();
  const versions = useDashboardVersions();
  // Closed waves with published figures, the latest first.
  const closed = (versions.data ?? []).filter((v) => v.status_khao_sat === 2 && v.has_snapshot).sort((a, b) => b.time_start.localeCompare(a.time_start));
  const [versionId, setVersionId] = useState<number | null>(toId(params.get('phien_ban_id')));
  const version = closed.find((v) => v.phien_ban_id === versionId) ?? closed[0] ?? null;
  const [hospitalPick, setHospital] = useState<number | null>(toId(params.get('hospital_id')));
  const hospitalId = version ? ((version.hospitals.find((h) => h.hospital_id === hospitalPick) ?? version.hospitals[0])?.hospital_id ?? null) : null;
  const [unit, setUnit] = useState<number | null>(null);
  const [question, setQuestion] = useState<number | null>(null);
  const [tag, setTag] = useState<string | null>(null);
  const [flag, setFlag] = useState<Flag>('all');
  const [text, setText] = useState('');
  const keyword = useDebounced(text.trim(), 300);
  const [page, setPage] = useState(1);
  const filters =
    version && hospitalId
      ? {
          phien_ban_id: version.phien_ban_id,
          hospital_id: hospitalId,
          ...(unit !== null ? { don_vi: unit } : {}),
          ...(question !== null ? { cauhoi_id: question } : {}),
          ...(tag !== null ? { linh_vuc: tag } : {}),
          ...(flag !== 'all' ? { flagged: flag === 'true' } : {}),
          ...(keyword ? { keyword } : {}),
        }
      : null;
  const list = useEndpointQuery(commentQueries.list, filters && { query: { ...filters, page, size: SIZE } });
  const download = useFileDownload(endpoints.commentExport, () => notify.success(c('exported')));
  const reset =
    <T,>(set: (v: T) => void) =>
    (v: T) => {
      set(v);
      setPage(1);
    };
  const d = list.data;

  return (
    <Page
      title={c('title')}
      subtitle={c('subtitle')}
      actions={
        <Button
          type="button"
          label={c('export')}
          icon="pi pi-file-excel"
          outlined
          disabled={!filters || !d || d.total === 0}
          loading={download.isPending}
          onClick={() =>
            filters &&
            download.mutate({ args: { query: filters }, fileName: `y-kien-gop-y_v${filters.phien_ban_id}_h${filters.hospital_id}_${toWireTime(new Date()).slice(0, 10)}.xlsx` })
          }
        />
      }
    >
      <div className="hm-dash-notice" role="note">
        <i className="pi pi-info-circle" aria-hidden="true" />
        <p>{c('incidentNote')}</p>
      </div>
      {versions.isError ? (
        <QueryError error={versions.error} onRetry={() => void versions.refetch()} />
      ) : !versions.data ? (
        <LoadingBlock height="4rem" />
      ) : !version ? (
        <EmptyState icon="pi pi-comments" title={c('noClosedVersion')} />
      ) : (
        <>
          <form className="hm-comment-filters" aria-label={c('filters')} role="search" onSubmit={(e) => e.preventDefault()}>
            <SelectField
              id="version"
              label={c('version')}
              value={version.phien_ban_id}
              options={closed.map((v) => ({ value: v.phien_ban_id, label: v.tieu_de_khao_sat }))}
              onChange={(v: number) => {
                reset(setVersionId)(v);
                setUnit(null);
                setQuestion(null);
                setTag(null);
              }}
            />
            {version.hospitals.length > 1 && (
              <SelectField
                id="hospital"
                label={c('hospital')}
                value={hospitalId}
                options={version.hospitals.map((h) => ({ value: h.hospital_id, label: h.name }))}
                onChange={reset(setHospital)}
              />
            )}
            <SelectField
              id="unit"
              label={c('unit')}
              value={unit}
              options={[
                { value: null, label: c('allUnits') },
                ...(d?.units ?? []).map((u) => ({ value: u.don_vi, label: u.shown ? u.label : c('hiddenUnit', { label: u.label }) })),
              ]}
              onChange={reset(setUnit)}
            />
            <SelectField
              id="question"
              label={c('question')}
              value={question}
              options={[{ value: null, label: c('allQuestions') }, ...(d?.questions ?? []).map((q) => ({ value: q.cauhoi_id, label: q.label }))]}
              onChange={reset(setQuestion)}
            />
            <SelectField
              id="tag"
              label={c('tag')}
              value={tag}
              options={[
                { value: null, label: c('allTags') },
                { value: 'none', label: c('noTag') },
                ...(d?.composites ?? []).map((k) => ({ value: k.ma_composite, label: k.name })),
              ]}
              onChange={reset(setTag)}
            />
            <SelectField
              id="flag"
              label={c('flagged')}
              value={flag}
              options={[
                { value: 'all', label: c('allFlags') },
                { value: 'true', label: c('onlyFlagged') },
                { value: 'false', label: c('notFlagged') },
              ]}
              onChange={reset(setFlag)}
            />
            <div className="hm-comment-field">
              <label htmlFor="hm-comments-search">{c('search')}</label>
              <InputText id="hm-comments-search" type="search" value={text} onChange={(e) => reset(setText)(e.target.value)} />
            </div>
          </form>
          {list.isError ? (
            <QueryError error={list.error} onRetry={() => void list.refetch()} />
          ) : !d ? (
            <LoadingBlock height="12rem" />
          ) : d.withheld ? (
            <div className="hm-dash-notice hm-dash-notice--muted" role="note" data-withheld={d.withheld}>
              <i className="pi pi-eye-slash" aria-hidden="true" />
              <p>{c(`withheld.${d.withheld}`, { min: d.min_group_size })}</p>
            </div>
          ) : d.total === 0 ? (
            <EmptyState icon="pi pi-comments" title={c('empty')} />
          ) : (
            <section aria-labelledby="hm-comments-count" aria-busy={list.isFetching}>
              <h2 id="hm-comments-count" className="hm-comment-count">
                {c('count', { n: d.total })}
              </h2>
              <p className="hm-comment-order">{c('order')}</p>
              <ol className="hm-comment-list">
                {d.data.map((x, i) => (
                  <CommentItem key={x.key} comment={x} n={(d.page - 1) * d.size + i + 1} list={d} versionId={version.phien_ban_id} hospitalId={hospitalId!} />
                ))}
              </ol>
              {d.total > SIZE && <Paginator first={(d.page - 1) * SIZE} rows={SIZE} totalRecords={d.total} onPageChange={(e) => setPage(e.page + 1)} />}
            </section>
          )}
        </>
      )}
    </Page>
  );
}

/** A labelled filter dropdown (`hm-comments-<id>`). */
function SelectField<T>({ id, label, value, options, onChange }: { id: string; label: string; value: T; options: { value: T; label: string }[]; onChange: (v: T) => void }) {
  return (
    <div className="hm-comment-field">
      <label htmlFor={`hm-comments-${id}`}>{label}</label>
      <Dropdown inputId={`hm-comments-${id}`} value={value} options={options} onChange={(e) => onChange(e.value as T)} />
    </div>
  );
}
