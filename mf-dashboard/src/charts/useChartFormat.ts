import { useUiLanguage } from '@hm/platform';
import { useDashboardTranslation } from '../i18n';
import { formatCount, formatPercent } from '../shared/format';
import { useSuppressedText } from '../shared/Suppressed';

/** How charts write their numbers in the display language. */
export function useChartFormat() {
  const { t } = useDashboardTranslation();
  const lang = useUiLanguage();
  const suppressed = useSuppressedText();
  return {
    lang,
    t,
    pct: (v: number | null | undefined) => formatPercent(v, lang),
    count: (v: number | null | undefined) => formatCount(v, lang),
    suppressed,
  };
}
export type ChartFormat = ReturnType<typeof useChartFormat>;

/** The first figures of a chart in one sentence (screen readers), with how many more the table holds. */
export function summarize(title: string, parts: string[], more: (n: number) => string, max = 12): string {
  const shown = parts.slice(0, max).join('; ');
  return `${title}: ${shown}${parts.length > max ? `; ${more(parts.length - max)}` : ''}`;
}
