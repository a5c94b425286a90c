import { REPORT_FONT } from './report-charts.js';
import type { FeedbackReportData } from './report-data.js';
import { reportFormat } from './report-format.js';
import {
  actionPlanSection,
  comparisonSection,
  compositesSection,
  detailsSection,
  groupsSection,
  highlightsSection,
  overallSection,
  ratingSection,
  type SectionContext,
} from './report-sections.js';
import { REPORT_TEXTS } from './report-texts.js';
import { esc } from './html.js';

const STYLE = `
@page {
  size: A4;
  margin: 15mm 15mm 17mm 15mm;
  @bottom-center { content: counter(page) " / " counter(pages); font-family: ${REPORT_FONT}; font-size: 8pt; color: #6b7280; }
}
* { box-sizing: border-box; }
html { -webkit-print-color-adjust: exact; print-color-adjust: exact; }
body { margin: 0; font-family: ${REPORT_FONT}; font-size: 9.5pt; line-height: 1.4; color: #1f2937; }
header.cover { border-bottom: 3px solid #4f46e5; padding-bottom: 8px; margin-bottom: 14px; }
header.cover h1 { font-size: 19pt; line-height: 1.25; margin: 0 0 4px; color: #111827; }
header.cover .hospital { font-size: 13pt; font-weight: 700; margin: 6px 0 0; }
header.cover p { margin: 2px 0; }
h2 { font-size: 13.5pt; color: #312e81; border-bottom: 1.5px solid #c7d2fe; padding-bottom: 2px; margin: 18px 0 8px; break-after: avoid; }
h3 { font-size: 10.5pt; margin: 12px 0 4px; break-after: avoid; }
table { width: 100%; border-collapse: collapse; margin: 4px 0 8px; table-layout: fixed; }
th, td { border: 0.75px solid #d1d5db; padding: 2.5px 5px; vertical-align: top; text-align: left; overflow-wrap: anywhere; }
thead th { background: #eef2ff; font-weight: 700; }
table.facts thead { display: none; }
table.facts td:first-child { color: #4b5563; }
td.num, th.num { text-align: right; white-space: nowrap; }
tr { break-inside: avoid; }
table.groups { font-size: 8pt; margin-bottom: 10px; }
table.groups td.num { padding: 2.5px 4px; }
table.groups thead th { vertical-align: bottom; }
table.groups th.group { text-align: center; font-size: 7.5pt; line-height: 1.25; overflow-wrap: normal; hyphens: auto; }
table.groups tr.respondents td { color: #4b5563; background: #f9fafb; }
.facts-grid { display: flex; gap: 12px; align-items: flex-start; }
.facts-grid > table { flex: 1; }
.scale__band { white-space: nowrap; margin-right: 8px; }
.scale__swatch { display: inline-block; width: 10px; height: 10px; border: 0.75px solid #9ca3af; vertical-align: -1px; margin-right: 3px; }
table.action-plan td { height: 24mm; }
figure { margin: 4px 0 6px; break-inside: avoid; }
figure svg { display: block; max-width: 100%; height: auto; }
figcaption { font-size: 8.5pt; color: #6b7280; }
/* Only small blocks are kept whole (a chart, a row, a heading with what follows); tables flow, a row never splits, the header repeats. */
p, h3 + p.question { orphans: 2; widows: 2; }
.kpi { margin: 4px 0 8px; }
.kpi__value { font-size: 22pt; font-weight: 700; color: #4f46e5; margin-right: 6px; }
.highlights { display: flex; gap: 16px; break-inside: avoid; }
.highlight { flex: 1; }
.highlight ul { margin: 2px 0 6px; padding-left: 16px; }
.note { color: #4b5563; font-size: 8.5pt; margin: 2px 0 6px; }
.question { color: #4b5563; margin: 0 0 2px; }
`;

/**
 * The feedback report as one self-contained HTML document (font and charts inline, no script, no
 * outside resource), in the shape of AHRQ's SOPS feedback reports; Chromium prints it to PDF.
 */
export function reportDocument(d: FeedbackReportData, fontCss: string): string {
  const t = REPORT_TEXTS[d.language];
  const f = reportFormat(d.language);
  const c: SectionContext = { d, t, f };
  const sections = [detailsSection, overallSection, highlightsSection, compositesSection, comparisonSection, ratingSection];
  let n = 0;
  const body = [...sections.map((s) => s(c, ++n)), groupsSection(c, ++n, 'units'), groupsSection(c, ++n, 'positions'), actionPlanSection(c, ++n)].join('\n');
  return `<!DOCTYPE html>
<html lang="${d.language}"><head><meta charset="utf-8">
<meta http-equiv="Content-Security-Policy" content="default-src 'none'; style-src 'unsafe-inline'; font-src data:; img-src data:">
<title>${esc(t.title)} — ${esc(d.hospital.name)}</title>
<style>${fontCss}\n${STYLE}</style></head>
<body>
<header class="cover">
<h1>${esc(t.title)}</h1>
<p>${esc(t.subtitle)}</p>
<p class="hospital">${esc(d.hospital.name)}</p>
<p>${esc(d.version.title)} (${f.date(d.version.time_start)} – ${f.date(d.version.time_end)})</p>
<p class="note">${esc(t.generated(f.dateTime(d.generatedAt), d.generatedBy))}</p>
</header>
${body}
</body></html>`;
}
