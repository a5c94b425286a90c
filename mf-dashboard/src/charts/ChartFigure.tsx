import type { ChartOption } from '@hm/charts';
import { Button } from 'primereact/button';
import { useId, useState } from 'react';
import { useDashboardTranslation } from '../i18n';
import { SimpleTable, type TableData } from '../shared/SimpleTable';
import { EChart } from './echarts';

export interface ChartFigureProps {
  /** What the chart shows: the table's caption. */
  label: string;
  /** The figures in one sentence, for screen readers. */
  summary: string;
  option: ChartOption;
  height: number;
  /** The same figures as a table: read by screen readers, shown on demand. */
  table: TableData;
  /** Names the table for tests (`data-table`). */
  name?: string;
}

/**
 * A chart with its accessible alternative: the figures as a table, always in the page for
 * screen readers and shown under the chart with the 'Bảng số liệu' button.
 * @example <ChartFigure label="Tỷ lệ phản hồi" summary="…" option={option} height={260} table={table} />
 */
export function ChartFigure({ label, summary, option, height, table, name }: ChartFigureProps) {
  const { t } = useDashboardTranslation();
  const [shown, setShown] = useState(false);
  const tableId = useId();
  return (
    <figure className="hm-dash-figure" data-figure={name}>
      <EChart option={option} height={height} label={summary} />
      <div className="hm-dash-figure__tools">
        <Button
          type="button"
          text
          size="small"
          icon={shown ? 'pi pi-chart-bar' : 'pi pi-table'}
          label={shown ? t('chart.hideTable') : t('chart.showTable')}
          aria-expanded={shown}
          aria-controls={tableId}
          onClick={() => setShown((s) => !s)}
        />
      </div>
      <div id={tableId} className={shown ? 'hm-dash-figure__table' : 'hm-sr-only'}>
        <SimpleTable caption={label} data={table} name={name} focusable={shown} />
      </div>
    </figure>
  );
}
