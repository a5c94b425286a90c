import type { TComputeResult } from '@hm/contract';
import { useUiLanguage } from '@hm/platform';
import { Message } from 'primereact/message';
import { useDashboardTranslation } from '../i18n';
import { formatCount, formatWire } from '../shared/format';

/**
 * What the last 'Tính dữ liệu' did: computed (when, from how many responses), or the server's
 * reason for not computing (e.g. an open version without N new responses since the last one).
 */
export function ComputeResultMessage({ result }: { result: TComputeResult }) {
  const { t } = useDashboardTranslation();
  const lang = useUiLanguage();
  const s = result.snapshot;
  const text = result.computed
    ? s
      ? t('compute.done', { count: s.respondents, time: formatWire(s.computed_at), respondents: formatCount(s.respondents, lang), ms: formatCount(s.duration_ms, lang) })
      : t('compute.doneShort')
    : t('compute.notDone', { reason: result.reason ?? t('compute.noReason') });
  return (
    <div role="status" aria-live="polite">
      <Message severity={result.computed ? 'success' : 'warn'} text={text} className="hm-dash-message" />
    </div>
  );
}
