import type { TDebriefJob, TDebriefRequest } from '@hm/contract';
import { useEffect, useState } from 'react';
import { useReportsTranslation } from '../i18n';
import { useCreatePack, useDownloadPack, usePackJob, useRecentPacks } from './debrief-queries';
import { isPending } from './job-queries';
import { PackProgress } from './PackProgress';

/**
 * The debrief packs of a page (issue 27 item 2): asking for one, and the pack followed — the one
 * asked for, or on opening the page the account's pack still being made (else its latest).
 */
export function usePackFlow() {
  const packs = useRecentPacks();
  const create = useCreatePack();
  const download = useDownloadPack();
  const [packId, setPackId] = useState<number | null>(null);
  const pack = usePackJob(packId);
  const latestId = packs.data?.find(isPending)?.debrief_id ?? packs.data?.[0]?.debrief_id ?? null;
  useEffect(() => {
    if (packId === null && latestId !== null) setPackId(latestId);
  }, [packId, latestId]);
  const ask = (request: TDebriefRequest) => create.mutate(request, { onSuccess: (job) => setPackId(job.debrief_id) });
  return { ask, asking: create.isPending, job: pack.data, download: (job: TDebriefJob) => download.mutate(job), downloading: download.isPending };
}

/** The section that says what a pack holds and follows the pack to its zip. */
export function DebriefPackSection({ flow }: { flow: ReturnType<typeof usePackFlow> }) {
  const { t } = useReportsTranslation();
  return (
    <section className="hm-rep-panel" aria-labelledby="hm-rep-pack-title">
      <h2 id="hm-rep-pack-title" className="hm-rep-panel__title">
        {t('feedback.pack.heading')}
      </h2>
      <p className="hm-rep-muted">{t('feedback.pack.intro')}</p>
      {flow.job && (
        <PackProgress
          job={flow.job}
          downloading={flow.downloading}
          onDownload={flow.download}
          onRetry={(job) => flow.ask({ phien_ban_id: job.phien_ban_id, hospital_id: job.hospital_id, language: job.language })}
        />
      )}
    </section>
  );
}
