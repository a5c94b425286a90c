import { POSITIVE_SCALE, positiveScaleColor } from '@hm/charts';
import { CAMPAIGN_CHANNELS, type TCompositeScore, type TDistribution, type TItemScore } from '@hm/contract';
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

/** A numbered section. No section forces a new page: they follow one another, small blocks kept whole (report-document.ts). */
const section = (n: number, title: string, body: string, o: { id: string }) => `<section id="${o.id}"><h2>${n}. ${esc(title)}</h2>${body}</section>`;
const note = (s: string) => `<p class="note">${esc(s)}</p>`;
const figure = (svg: string, caption: string) => `<figure>${svg}<figcaption>${esc(caption)}</figcaption></figure>`;

/** 1. Period, invited, complete responses, response rate; the figures' basis (two columns of facts). */
export function detailsSection({ d, t, f }: SectionContext, n: number): string {
  const p = d.participation;
  const instrument = t.instruments[d.version.instrument_code ?? 'none'] ?? d.version.instrument_code ?? t.instruments.none!;
  const rows: [string, string][] = [
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
  // Two columns of facts side by side (the hospital and the survey are in the title above): the
  // first page has room for the composite chart.
  const half = Math.ceil(rows.length / 2);
  const facts = (part: [string, string][]) => table({ head: ['', ''], rows: part.map(([k, v]) => [esc(k), v]), className: 'facts', widths: ['52%', null] });
  return section(
    n,
    t.sections.details,
    `<div class="facts-grid">${facts(rows.slice(0, half))}${facts(rows.slice(half))}</div>` + note(t.details.rateNote) + channelTable({ d, t, f }),
    {
      id: 'details',
    },
  );
}

/**
 * The response rate split by channel (link, card, paper), as the dashboard shows it, when the
 * version had ballot cards or paper questionnaires: participation counts, no suppression
 * (docs/privacy.md). Nothing when only links were sent.
 */
function channelTable({ d, t, f }: SectionContext): string {
  const k = d.participation.kenh;
  if (!k || k.card.invited + k.paper.invited === 0) return '';
  const rows = CAMPAIGN_CHANNELS.map((c) => [esc(t.channels[c]), f.count(k[c].invited), f.count(k[c].complete), f.pct(k[c].rate)]);
  return (
    `<h3>${esc(t.channels.caption)}</h3>` +
    table({
      head: [t.channels.channel, t.channels.invited, t.channels.complete, t.channels.rate].map(esc),
      rows,
      numeric: [1, 2, 3],
      className: 'channels',
      widths: ['40%', '20%', '20%', '20%'],
    }) +
    note(t.channels.note)
  );
}

/** 2. The average, the composite chart and the composite table (numbered: the group tables refer to the numbers). */
export function overallSection({ d, t, f }: SectionContext, n: number): string {
  // Each composite with its 95% interval, and its change against the previous wave with the
  // change's interval and the verdict (docs/decisions/change-between-waves.md).
  const rows = d.composites.map((c, i) => [
    String(i + 1),
    esc(c.name),
    f.pctCi(c.score, c.interval),
    f.pct(c.benchmark),
    f.pct(c.previous),
    c.change ? f.changeCi(c.change, t.table.to) : f.change(c),
    c.change ? esc(t.verdicts[c.change.verdict]) : t.noFigure,
  ]);
  return section(
    n,
    t.sections.overall,
    `<p class="kpi"><span class="kpi__value">${f.pct(d.average.average)}</span> ${esc(t.overall.average)}</p>` +
      figure(compositeChart(d.composites, t, f), t.overall.chart) +
      table({
        head: [t.table.number, t.table.composite, t.table.scoreCi, t.table.benchmark, t.table.previous, t.table.changeCi, t.table.verdict].map(esc),
        rows,
        numeric: [0, 2, 3, 4, 5],
        widths: ['5%', '33%', '15%', '8%', '9%', '16%', '14%'],
        className: 'composites',
      }) +
      note(t.overall.method) +
      note(t.overall.rule),
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
  return section(n, t.sections.composites, d.composites.map(one).join(''), { id: 'composites' });
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
  return section(n, t.sections.rating, one(t.rating.grade, d.grade, 'grade') + one(t.rating.events, d.events, 'events'), { id: 'rating' });
}

/** At most this many groups side by side in one table (beside the whole hospital): their names stay readable. */
const GROUPS_PER_TABLE = 5;

/** The groups in tables of at most GROUPS_PER_TABLE, as even as can be (11 → 4, 4, 3). */
export function groupChunks<T>(groups: T[], most = GROUPS_PER_TABLE): T[][] {
  const tables = Math.ceil(groups.length / most);
  const size = Math.ceil(groups.length / Math.max(1, tables));
  return Array.from({ length: tables }, (_, i) => groups.slice(i * size, (i + 1) * size));
}

/** A percent positive in a cell: the figure always, shaded by the colour scale of @hm/charts. */
const shaded = (v: number | null, f: SectionContext['f']) => {
  const color = positiveScaleColor(v);
  return { html: f.pct(v).replace(/\s?%$/, ''), style: color ? `background:${color}` : '' };
};

/** The key of the colour scale: a swatch and its range per band. */
function scaleKey({ t, f }: SectionContext): string {
  const bands = POSITIVE_SCALE.map((b, i) => {
    const next = POSITIVE_SCALE[i + 1];
    const range = i === 0 ? t.groups.below(f.pct(next!.from)) : next ? `${f.pct(b.from).replace(/\s?%$/, '')}–${f.pct(next.from - 0.1)}` : t.groups.from(f.pct(b.from));
    return `<span class="scale__band"><span class="scale__swatch" style="background:${b.color}"></span>${esc(range)}</span>`;
  });
  return `<p class="note scale">${esc(t.groups.scale)} ${bands.join(' ')}</p>`;
}

/**
 * 7, 8. Composite scores per unit or per position: only the groups the dashboards show. Each table
 * has the composites down the side (whole names) and up to five groups across, headed by their
 * names, after the whole hospital; the figures are shaded by percent positive.
 */
export function groupsSection(c: SectionContext, n: number, which: 'units' | 'positions'): string {
  const { d, t, f } = c;
  const g = d[which];
  const title = which === 'units' ? t.sections.units : t.sections.positions;
  if (!g.asked) return section(n, title, note(t.groups.noQuestion), { id: which });
  const one = (groups: typeof g.shown) => {
    const scoreOf = (b: (typeof groups)[number], id: number) => b.composites.find((x) => x.composite_id === id)?.score ?? null;
    const cell = (v: number | null) => {
      const x = shaded(v, f);
      return `<td class="num"${x.style ? ` style="${x.style}"` : ''}>${x.html}</td>`;
    };
    const head = `<thead><tr><th>${esc(t.table.composite)}</th><th class="group">${esc(t.groups.hospital)}</th>${groups.map((b) => `<th class="group">${esc(b.label)}</th>`).join('')}</tr></thead>`;
    const respondents = `<tr class="respondents"><td>${esc(t.table.respondents)}</td><td class="num">${f.count(d.scope.n)}</td>${groups.map((b) => `<td class="num">${f.count(b.n)}</td>`).join('')}</tr>`;
    const rows = d.composites.map((x) => `<tr><td>${esc(x.name)}</td>${cell(x.score)}${groups.map((b) => cell(scoreOf(b, x.composite_id))).join('')}</tr>`);
    const cols = `<colgroup><col style="width:${groups.length >= 4 ? 31 : 40}%">${['', ...groups].map(() => '<col>').join('')}</colgroup>`;
    return `<table class="groups">${cols}${head}<tbody>${respondents}${rows.join('')}</tbody></table>`;
  };
  const body = g.shown.length ? note(t.groups.intro) + groupChunks(g.shown).map(one).join('') + scaleKey(c) : note(t.groups.none(d.scope.min_group_size));
  return section(n, title, body + (g.hidden > 0 ? note(t.groups.hidden(g.hidden, d.scope.min_group_size)) : ''), { id: which });
}

/** 9. An empty action-plan table for the quality team. */
export function actionPlanSection({ t }: SectionContext, n: number): string {
  const rows = Array.from({ length: 6 }, () => t.actionPlan.columns.map(() => '&nbsp;'));
  return section(n, t.sections.actionPlan, `<p>${esc(t.actionPlan.intro)}</p>` + table({ head: t.actionPlan.columns.map(esc), rows, className: 'action-plan' }), {
    id: 'action-plan',
  });
}
