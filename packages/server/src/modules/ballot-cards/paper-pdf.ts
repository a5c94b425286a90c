import type { TPartTree, TQuestionTree } from '@hm/contract';
import type { Db } from '../../db/database.js';
import { printPdf } from '../background-job/pdf-printer.js';
import { reportFontCss } from '../feedback-report/report-font.js';
import { groupCode } from './card-codes.js';
import type { PrintedBatch } from './card-batches.js';
import { paperParts } from './paper-parts.js';

const esc = (s: string): string => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** vi text with its en translation under it (when there is one and it differs). */
const both = (vi: string, en: string, tag = 'span'): string => `<${tag} class="vi">${esc(vi)}</${tag}>${en && en !== vi ? `<${tag} class="en">${esc(en)}</${tag}>` : ''}`;

/** The answers' values and labels of a question, as a key: consecutive questions sharing it share a table header. */
const scaleKey = (q: TQuestionTree): string => q.answers.map((a) => `${a.gia_tri}:${a.ten_dap_an}`).join('|');

function partHtml(p: TPartTree): string {
  const groups: TQuestionTree[][] = [];
  for (const q of p.questions) {
    const last = groups[groups.length - 1];
    if (last && scaleKey(last[0]!) === scaleKey(q)) last.push(q);
    else groups.push([q]);
  }
  const tables = groups
    .map((g) => {
      const head = g[0]!.answers.map((a) => `<th>${both(a.ten_dap_an, a.ten_dap_an_en)}<b class="value">${a.gia_tri}</b></th>`).join('');
      const rows = g
        .map(
          (q) =>
            `<tr><td class="item"><b>${esc(q.ma_cauhoi)}</b> ${both(q.ten_cauhoi, q.ten_cauhoi_en)}</td>${q.answers
              .map((a) => `<td class="box"><span class="tick" aria-hidden="true"></span><small>${a.gia_tri}</small></td>`)
              .join('')}</tr>`,
        )
        .join('');
      return `<table><thead><tr><th class="item"></th>${head}</tr></thead><tbody>${rows}</tbody></table>`;
    })
    .join('');
  return `<section class="part"><h3>${esc(p.ma_phan ? `${p.ma_phan}. ` : '')}${both(p.giatri_cauhoi, p.giatri_cauhoi_en)}</h3>${p.mo_ta ? `<p class="desc">${both(p.mo_ta, p.mo_ta_en)}</p>` : ''}${tables}</section>`;
}

/** One paper questionnaire: its code at the top and at the end, the parts, tick boxes with the value each box is keyed as. */
function paperHtml(b: PrintedBatch, parts: TPartTree[], code: string, n: number): string {
  const c = groupCode(code);
  return `<article class="paper">
  <header><div><strong>${esc(b.hospitalName)}</strong> · ${esc(b.departmentName)}</div><div class="code">Mã phiếu · Code: <b>${c}</b></div></header>
  <h1>${both(b.title, b.titleEn)}</h1>
  <p class="intro">Phiếu ẩn danh: không ghi tên. Với mỗi câu, đánh dấu ✗ vào <b>một</b> ô. Nộp phiếu vào hòm phiếu của khoa/phòng. Số ${n}/${b.codes.length}.</p>
  <p class="intro en">Anonymous: do not write your name. For each item, mark <b>one</b> box with ✗. Put the questionnaire in your department's ballot box.</p>
  ${parts.map(partHtml).join('')}
  <footer>Mã phiếu · Code: <b>${c}</b> — Cảm ơn anh/chị đã tham gia · Thank you for taking part</footer>
</article>`;
}

/** The print-ready document: A4, each questionnaire starting on a new page. */
export function papersDocument(b: PrintedBatch, parts: TPartTree[], o: { serverRoot: string }): string {
  return `<!doctype html><html lang="vi"><head><meta charset="utf-8"><title>${esc(`Phiếu giấy — ${b.departmentName}`)}</title><style>
${reportFontCss(o.serverRoot)}
@page { size: A4; margin: 12mm 10mm; }
* { box-sizing: border-box; }
body { margin: 0; font-family: 'Noto Sans', sans-serif; color: #111; font-size: 8.5pt; }
.paper { page-break-after: always; }
.paper:last-child { page-break-after: auto; }
header { display: flex; justify-content: space-between; border-bottom: 0.3mm solid #333; padding-bottom: 1.5mm; }
header .code b, footer b { font-size: 12pt; white-space: nowrap; }
h1 { font-size: 12pt; margin: 2mm 0; }
h1 .en, h3 .en { display: block; font-weight: 400; color: #333; font-size: 0.85em; }
.intro { margin: 0 0 1mm; }
.intro.en, td .en, th .en, .desc .en { color: #333; }
h3 { font-size: 10pt; margin: 3mm 0 1mm; page-break-after: avoid; }
.desc { margin: 0 0 1.5mm; }
.desc .en { display: block; }
table { width: 100%; border-collapse: collapse; margin-bottom: 2mm; }
thead { display: table-header-group; }
tr { page-break-inside: avoid; }
th, td { border: 0.2mm solid #999; padding: 1mm; vertical-align: middle; }
th { font-size: 7pt; font-weight: 400; text-align: center; width: 13mm; }
th .en { display: block; font-size: 6.5pt; }
th .value { display: block; font-weight: 700; }
th.item, td.item { width: auto; text-align: left; }
td.item .en { display: block; font-size: 7.5pt; }
td.box { text-align: center; width: 13mm; }
.tick { display: inline-block; width: 4mm; height: 4mm; border: 0.3mm solid #111; vertical-align: middle; }
td.box small { display: block; font-size: 6pt; color: #333; }
footer { margin-top: 3mm; border-top: 0.3mm solid #333; padding-top: 1.5mm; }
</style></head><body>${b.codes.map((c, i) => paperHtml(b, parts, c, i + 1)).join('')}</body></html>`;
}

/** A batch's paper questionnaires as an A4 PDF (Chromium, as the ballot cards and the feedback report). */
export async function printPapers(db: Db, b: PrintedBatch, versionId: number, o: { serverRoot: string; chromiumPath: string }): Promise<Buffer> {
  const parts = await paperParts(db, versionId, null);
  return (await printPdf(papersDocument(b, parts, o), { executablePath: o.chromiumPath })).pdf;
}
