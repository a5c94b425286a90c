import type { TCompositeScore, TDistribution, TItemScore } from '@hm/contract';
import { compositeChart, distributionChart, itemsChart } from './report-charts.js';
import type { FeedbackReportData } from './report-data.js';
import type { reportFormat } from './report-format.js';
import { ranked } from './report-highlights.js';
import type { ReportTexts } from './report-texts.js';
import { esc, table } from './html.js';

/** What every section is written with: the figures, the words and formats of the report's language. */
export interface SectionContext {
  d: FeedbackReportData;
  t: ReportTexts;
  f: ReturnType<typeof reportFormat>;
}

const section = (n: number, title: string, body: string, o: { newPage?: boolean; id: string }) =>
  `<section id="${o.id}"${o.newPage ? ' class="new-page"' : ''}><h2>${n}. ${esc(title)}</h2>${body}</section>`;
const note = (s: string) => `<p class="note">${esc(s)}</p>`;
const figure = (svg: string, caption: string) => `<figure>${svg}<figcaption>${esc(caption)}</figcaption></figure>`;

/** 1. Period, invited, complete responses, response rate; the figures' basis. */
export function detailsSection({ d, t, f }: SectionContext, n: number): string {
  const p = d.participation;
  const instrument = t.instruments[d.version.instrument_code ?? 'none'] ?? d.version.instrument_code ?? t.instruments.none!;
  const rows: [string, string][] = [
    [t.details.hospital, esc(d.hospital.name)],
    [t.details.version, esc(d.version.title)],
    [t.details.instrument, esc(instrument)],
    [t.details.period, `${f.date(d.version.time_start)} – ${f.date(d.version.time_end)}`],
    [t.details.invited, f.count(p.invited)],
    [t.details.ineligible, f.count(p.ineligible)],
    [t.details.complete, f.count(p.complete)],
    [t.details.rate, f.pct(p.rate)],
    [t.details.valid, f.count(d.scope.n)],
    [t.details.minGroup, f.count(d.scope.min_group_size)],
    ...(d.scope.snapshot ? [[t.details.snapshot, esc(f.wire(d.scope.snapshot.computed_at))] as [string, string]] : []),
  ];
  return section(n, t.sections.details, table({ head: ['', ''], rows: rows.map(([k, v]) => [esc(k), v]), className: 'facts', widths: ['55%', null] }) + note(t.details.rateNote), {
    id: 'details',
  });
}

/** 2. The average, the composite chart and the composite table (numbered: the group tables refer to the numbers). */
export function overallSection({ d, t, f }: SectionContext, n: number): string {
  const rows = d.composites.map((c, i) => [String(i + 1), esc(c.name), f.pct(c.score), f.pct(c.benchmark), f.pct(c.previous), f.change(c)]);
  return section(
    n,
    t.sections.overall,
    `<p class="kpi"><span class="kpi__value">${f.pct(d.average.average)}</span> ${esc(t.overall.average)}</p>` +
      figure(compositeChart(d.composites, t, f), t.overall.chart) +
      table({
        head: [t.table.number, t.table.composite, t.table.score, t.table.benchmark, t.table.previous, t.table.change].map(esc),
        rows,
        numeric: [0, 2, 3, 4, 5],
        widths: ['6%', '46%', '13%', '10%', '13%', '12%'],
        className: 'composites',
      }) +
      note(t.overall.method),
    { id: 'overall' },
  );
}

/** 3. The strongest and weakest composites and items (report-highlights.ts has the rule). */
export function highlightsSection({ d, t, f }: SectionContext, n: number): string {
  const composites = ranked(
    d.composites,
    (c) => c.score,
    (c) => c.name,
  );
  const items = ranked(
    d.composites.flatMap((c) => c.items),
    (i) => i.positive,
    (i) => i.ma_cauhoi,
  );
  const list = <T>(title: string, xs: T[], text: (x: T) => string) =>
    `<div class="highlight"><h3>${esc(title)}</h3>${xs.length ? `<ul>${xs.map((x) => `<li>${text(x)}</li>`).join('')}</ul>` : `<p>${esc(t.highlights.none)}</p>`}</div>`;
  const composite = (c: TCompositeScore) => `${esc(c.name)} — <strong>${f.pct(c.score)}</strong>`;
  const item = (i: TItemScore) => `${esc(i.ma_cauhoi)}. ${esc(i.ten_cauhoi)} — <strong>${f.pct(i.positive)}</strong>`;
  return section(
    n,
    t.sections.highlights,
    `<div class="highlights">${list(t.highlights.strengths, composites.top, composite)}${list(t.highlights.improve, composites.bottom, composite)}</div>` +
      `<div class="highlights">${list(t.highlights.strongItems, items.top, item)}${list(t.highlights.weakItems, items.bottom, item)}</div>` +
      note(t.highlights.rule),
    { id: 'highlights' },
  );
}

/** 4. Each composite: its items' positive / neutral / negative, as the dashboard's stacked bars and a table. */
export function compositesSection({ d, t, f }: SectionContext, n: number): string {
  const one = (c: TCompositeScore, i: number) => {
    const rows = c.items.map((it) => [
      `${esc(it.ma_cauhoi)}. ${esc(it.ten_cauhoi)}${it.reverse ? ` <em>(${esc(t.table.reverse)})</em>` : ''}`,
      f.pct(it.positive),
      f.pct(it.neutral),
      f.pct(it.negative),
      f.count(it.n),
    ]);
    return (
      `<div class="composite"><h3>${n}.${i + 1}. ${esc(c.name)} — ${f.pct(c.score)}</h3>` +
      (c.items.length ? `<figure>${itemsChart(c.items, t, f)}</figure>` : '') +
      table({
        head: [t.table.item, t.table.positive, t.table.neutral, t.table.negative, t.table.n].map(esc),
        rows,
        numeric: [1, 2, 3, 4],
        widths: ['52%', '12%', '12%', '12%', '12%'],
      }) +
      '</div>'
    );
  };
  return section(n, t.sections.composites, d.composites.map(one).join(''), { id: 'composites', newPage: true });
}

/** 5. The hospital against the AHRQ averages and against its previous survey of the same instrument. */
export function comparisonSection({ d, t, f }: SectionContext, n: number): string {
  const source = d.composites.find((c) => c.benchmark_source)?.benchmark_source ?? null;
  const previous = d.composites.find((c) => c.previous_version)?.previous_version?.tieu_de_khao_sat ?? null;
  const diff = (a: number | null, b: number | null) => f.change({ score: a, previous: b });
  const rows = d.composites.map((c, i) => [
    String(i + 1),
    esc(c.name),
    f.pct(c.score),
    f.pct(c.benchmark),
    diff(c.score, c.benchmark),
    f.pct(c.previous),
    diff(c.score, c.previous),
  ]);
  return section(
    n,
    t.sections.comparison,
    table({
      head: [t.table.number, t.table.composite, t.table.score, t.table.benchmark, t.table.difference, t.table.previous, t.table.change].map(esc),
      rows,
      numeric: [0, 2, 3, 4, 5, 6],
      widths: ['6%', '40%', '12%', '10%', '11%', '11%', '10%'],
    }) +
      note(source ? t.comparison.benchmarkSource(source) : t.comparison.noBenchmark) +
      note(previous ? t.comparison.previousVersion(previous) : t.comparison.noPrevious),
    { id: 'comparison' },
  );
}

/** 6. The patient safety rating and the events reported, as the dashboard's distributions. */
export function ratingSection({ d, t, f }: SectionContext, n: number): string {
  const one = (title: string, q: TDistribution | null, kind: 'grade' | 'events') => {
    if (!q) return `<h3>${esc(title)}</h3>${note(t.rating.none)}`;
    const rows = q.values.map((v) => [esc(v.label), f.count(v.count), f.pct(v.percent)]);
    return (
      `<div class="distribution"><h3>${esc(title)}</h3><p class="question">${esc(q.ma_cauhoi)}. ${esc(q.ten_cauhoi)}</p>` +
      (kind === 'grade' && q.positive !== null ? `<p><strong>${esc(t.rating.gradePositive(f.pct(q.positive)))}</strong></p>` : '') +
      `<figure>${distributionChart(q, kind, t, f)}</figure>` +
      table({
        head: [t.table.answer, t.table.count, t.table.share].map(esc),
        rows: [...rows, [esc(t.table.respondents), f.count(q.n), '']],
        numeric: [1, 2],
        widths: ['60%', '20%', '20%'],
      }) +
      '</div>'
    );
  };
  return section(n, t.sections.rating, one(t.rating.grade, d.grade, 'grade') + one(t.rating.events, d.events, 'events'), { id: 'rating', newPage: true });
}

/** 7, 8. Composite scores per unit or per position: only the groups the dashboards show. */
export function groupsSection({ d, t, f }: SectionContext, n: number, which: 'units' | 'positions'): string {
  const g = d[which];
  const title = which === 'units' ? t.sections.units : t.sections.positions;
  if (!g.asked) return section(n, title, note(t.groups.noQuestion), { id: which });
  const bare = (v: number | null) => f.pct(v).replace(/\s?%$/, '');
  const rows = g.shown.map((b) => [esc(b.label), f.count(b.n), ...d.composites.map((c) => bare(b.composites.find((x) => x.composite_id === c.composite_id)?.score ?? null))]);
  const body = g.shown.length
    ? table({
        head: [esc(t.table.group), esc(t.table.respondents), ...d.composites.map((c, i) => `<span title="${esc(c.name)}">${i + 1}</span>`)],
        rows,
        numeric: [1, ...d.composites.map((_, i) => i + 2)],
        className: 'groups',
        widths: ['25%', '9%', ...d.composites.map(() => null)],
      }) + note(`${t.groups.legend} ${d.composites.map((c, i) => `${i + 1} = ${c.name}`).join('; ')}.`)
    : note(t.groups.none(d.scope.min_group_size));
  return section(n, title, body + (g.hidden > 0 ? note(t.groups.hidden(g.hidden, d.scope.min_group_size)) : ''), { id: which, newPage: which === 'units' });
}

/** 9. An empty action-plan table for the quality team. */
export function actionPlanSection({ t }: SectionContext, n: number): string {
  const rows = Array.from({ length: 6 }, () => t.actionPlan.columns.map(() => '&nbsp;'));
  return section(n, t.sections.actionPlan, `<p>${esc(t.actionPlan.intro)}</p>` + table({ head: t.actionPlan.columns.map(esc), rows, className: 'action-plan' }), {
    id: 'action-plan',
    newPage: true,
  });
}
