import { REPORT_FONT } from '../feedback-report/report-charts.js';
import { reportFormat } from '../feedback-report/report-format.js';
import { esc, table } from '../feedback-report/html.js';
import type { PackComposite, UnitPack } from './pack-data.js';
import { PACK_TEXTS } from './pack-texts.js';

/**
 * One unit's debrief pack as a self-contained HTML document (font inline, no script, nothing
 * from outside), printed to one or two A4 pages by Chromium like the feedback report: page 1 the
 * unit against the hospital with the intervals and the change since the last wave, then the
 * strengths and areas for improvement and the facilitator guide. Names wrap, never cut.
 */
const STYLE = `
@page {
  size: A4;
  margin: 14mm 14mm 16mm 14mm;
  @bottom-center { content: counter(page) " / " counter(pages); font-family: ${REPORT_FONT}; font-size: 8pt; color: #6b7280; }
}
* { box-sizing: border-box; }
html { -webkit-print-color-adjust: exact; print-color-adjust: exact; }
body { margin: 0; font-family: ${REPORT_FONT}; font-size: 9.5pt; line-height: 1.4; color: #1f2937; }
header.cover { border-bottom: 3px solid #4f46e5; padding-bottom: 4px; margin-bottom: 6px; }
header.cover h1 { font-size: 15pt; line-height: 1.25; margin: 0 0 2px; color: #111827; }
header.cover .unit { font-size: 14pt; font-weight: 700; margin: 4px 0 2px; color: #312e81; }
header.cover p { margin: 1px 0; }
h2 { font-size: 12pt; color: #312e81; border-bottom: 1.5px solid #c7d2fe; padding-bottom: 2px; margin: 8px 0 4px; break-after: avoid; }
h3 { font-size: 10pt; margin: 8px 0 3px; break-after: avoid; }
table { width: 100%; border-collapse: collapse; margin: 4px 0 6px; table-layout: fixed; }
th, td { border: 0.75px solid #d1d5db; padding: 3px 5px; vertical-align: top; text-align: left; overflow-wrap: break-word; }
thead th { background: #eef2ff; font-weight: 700; font-size: 8.5pt; }
td.num, th.num { text-align: right; }
tr { break-inside: avoid; }
table.facts { font-size: 8.5pt; }
table.facts thead { display: none; }
table.facts td:nth-child(odd) { color: #4b5563; }
table.results { font-size: 8.5pt; line-height: 1.3; }
table.results td { padding: 2px 4px; }
.ci { display: block; font-size: 8pt; color: #4b5563; }
.verdict { display: block; font-size: 8pt; color: #4b5563; }
.verdict--improvement { color: #166534; font-weight: 700; }
.verdict--decline { color: #991b1b; font-weight: 700; }
.highlights { display: flex; gap: 16px; break-inside: avoid; }
.highlight { flex: 1; }
.highlight ol { margin: 2px 0 4px; padding-left: 18px; }
.note { color: #4b5563; font-size: 8.5pt; margin: 2px 0 4px; }
.guide ul, .guide ol { margin: 2px 0 4px; padding-left: 18px; }
.guide li { margin: 1px 0; }
.guide-columns { display: flex; gap: 16px; }
/* The guide starts page 2 (page 1: the unit's figures); with the notes table it fills the page. */
section.guide { break-before: page; font-size: 10pt; line-height: 1.5; }
section.guide h2 { margin-top: 0; }
section.guide li { margin: 2px 0; }
table.notes td { height: 13mm; }
.guide-columns > div { flex: 1; }
`;

/** A verdict in words (the colour only repeats them). */
const verdict = (text: string, kind: string) => `<span class="verdict verdict--${kind}">${esc(text)}</span>`;

/** The document of one unit. */
export function packDocument(d: UnitPack, fontCss: string): string {
  const t = PACK_TEXTS[d.language];
  const f = reportFormat(d.language);
  const period = `${f.date(d.version.time_start)} – ${f.date(d.version.time_end)}`;
  const facts: [string, string][] = [
    [t.facts.respondents, f.count(d.unit.n)],
    [t.facts.hospitalRespondents, f.count(d.hospitalN)],
    [t.facts.period, period],
    [t.facts.minGroup, f.count(d.minGroupSize)],
    [t.facts.previous, esc(d.previousTitle ?? t.facts.none)],
    [t.facts.generated, esc(f.dateTime(d.generatedAt))],
  ];
  const factRows = [];
  for (let i = 0; i < facts.length; i += 2) factRows.push([esc(facts[i]![0]), facts[i]![1], esc(facts[i + 1]?.[0] ?? ''), facts[i + 1]?.[1] ?? '']);
  // A percent on its line, its interval under it: '76,1 %' then '(65,6–86,5)' (the text reads '76,1 % (65,6–86,5)').
  const withCi = (v: number | null, i: PackComposite['unitInterval']) => {
    const all = f.pctCi(v, i);
    const at = all.indexOf(' (');
    return at < 0 ? `<strong>${all}</strong>` : `<strong>${all.slice(0, at)}</strong> <span class="ci">${all.slice(at + 1)}</span>`;
  };
  const rows = d.composites.map((c: PackComposite) => [
    esc(c.name),
    withCi(c.unit, c.unitInterval),
    withCi(c.hospital, c.hospitalInterval),
    c.againstRest ? `${f.changeCi(c.againstRest, t.table.to)}${verdict(t.rest[c.againstRest.verdict], c.againstRest.verdict)}` : t.noFigure,
    c.change ? `${f.changeCi(c.change, t.table.to)}${verdict(t.verdicts[c.change.verdict], c.change.verdict)}` : t.noFigure,
  ]);
  const list = (title: string, xs: PackComposite[]) =>
    `<div class="highlight"><h3>${esc(title)}</h3>${xs.length ? `<ol>${xs.map((c) => `<li>${esc(c.name)} — <strong>${f.pctCi(c.unit, c.unitInterval)}</strong></li>`).join('')}</ol>` : `<p>${t.noFigure}</p>`}</div>`;
  const bullets = (xs: readonly string[], tag = 'ul') => `<${tag}>${xs.map((x) => `<li>${esc(x)}</li>`).join('')}</${tag}>`;
  const g = t.guide;
  return `<!DOCTYPE html>
<html lang="${d.language}"><head><meta charset="utf-8">
<meta http-equiv="Content-Security-Policy" content="default-src 'none'; style-src 'unsafe-inline'; font-src data:; img-src data:">
<title>${esc(t.title)} — ${esc(d.unit.label)}</title>
<style>${fontCss}\n${STYLE}</style></head>
<body>
<header class="cover">
<h1>${esc(t.title)}</h1>
<p class="unit">${esc(t.unit)}: ${esc(d.unit.label)}</p>
<p>${esc(d.hospital.name)} — ${esc(d.version.title)}</p>
</header>
${table({ head: ['', '', '', ''], rows: factRows, className: 'facts', widths: ['27%', '23%', '27%', '23%'] })}
<section id="results"><h2>1. ${esc(t.sections.results)}</h2>
${table({
  head: [t.table.composite, t.table.unit, t.table.hospital, t.table.againstRest, t.table.change].map(esc),
  rows,
  numeric: [1, 2],
  widths: ['30%', '13%', '13%', '22%', '22%'],
  className: 'results',
})}
<p class="note">${esc(t.notes.method)}</p>
<p class="note">${esc(t.notes.rule)}</p>
</section>
<section id="highlights"><h2>2. ${esc(t.sections.highlights)}</h2>
<div class="highlights">${list(t.strengths, d.strongest)}${list(t.improve, d.weakest)}</div>
<p class="note">${esc(t.notes.highlights)} ${esc(t.notes.anonymity)}</p>
</section>
<section id="guide" class="guide"><h2>3. ${esc(t.sections.guide)}</h2>
<p>${esc(g.intro)}</p>
<div class="guide-columns"><div><h3>${esc(g.beforeTitle)}</h3>${bullets(g.before)}</div><div><h3>${esc(g.rulesTitle)}</h3>${bullets(g.rules)}</div></div>
<h3>${esc(g.questionsTitle)}</h3>${bullets(g.questions, 'ol')}
<h3>${esc(g.afterTitle)}</h3>${bullets(g.after)}
<h3>${esc(g.notesTitle)}</h3>
${table({ head: g.notesColumns.map(esc), rows: Array.from({ length: 4 }, () => g.notesColumns.map(() => '')), className: 'notes', widths: ['46%', '20%', '14%', '20%'] })}
</section>
</body></html>`;
}
