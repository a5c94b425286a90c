import { formatDeadline } from '@hm/contract';
import { printPdf } from '../background-job/pdf-printer.js';
import { reportFontCss } from '../feedback-report/report-font.js';
import { groupCode } from './card-codes.js';
import type { PrintedBatch } from './card-batches.js';

/** Cards per A4 page: two columns of four. */
export const CARDS_PER_PAGE = 8;

const esc = (s: string): string => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/**
 * The address a card's QR code opens: the public code page of the hospital with the code in the
 * fragment (never sent to a server, nor in a Referer header).
 * @example cardLink('https://ks.bv.vn', 3, 'ABCDEFGHJKMN') // 'https://ks.bv.vn/TheBinhChon?bv=3#c=ABCD-EFGH-JKMN'
 */
export const cardLink = (publicUrl: string, hospitalId: number, code: string): string => `${publicUrl.replace(/\/$/, '')}/TheBinhChon?bv=${hospitalId}#c=${groupCode(code)}`;

async function cardHtml(b: PrintedBatch, publicUrl: string, hospitalId: number, code: string, n: number): Promise<string> {
  const link = cardLink(publicUrl, hospitalId, code);
  const QRCode = (await import('qrcode')).default;
  const qr = await QRCode.toString(link, { type: 'svg', errorCorrectionLevel: 'M', margin: 1 });
  const page = `${publicUrl.replace(/^https?:\/\//, '').replace(/\/$/, '')}/TheBinhChon`;
  return `<section class="card">
  <header><strong>${esc(b.hospitalName)}</strong><span>${esc(b.departmentName)} · ${n}/${b.codes.length}</span></header>
  <h2>${esc(b.title)}</h2>
  <div class="body">
    <div class="qr">${qr}</div>
    <div class="text">
      <p class="label">Mã phiếu · Ballot code</p>
      <p class="code">${groupCode(code)}</p>
      <p class="vi">Quét mã QR hoặc mở ${esc(page)} và nhập mã. Phiếu ẩn danh, mỗi thẻ chỉ dùng một lần.</p>
      <p class="en">Scan the QR code or open ${esc(page)} and enter the code. Anonymous; one vote per card.</p>
      <p class="deadline">Hạn bình chọn: ${formatDeadline(b.timeEnd, 'vi')}</p>
    </div>
  </div>
</section>`;
}

/** The print-ready document: A4, eight cards a page with cutting lines. */
export async function cardsDocument(b: PrintedBatch, o: { publicUrl: string; hospitalId: number; serverRoot: string }): Promise<string> {
  const cards = await Promise.all(b.codes.map((c, i) => cardHtml(b, o.publicUrl, o.hospitalId, c, i + 1)));
  const pages: string[] = [];
  for (let i = 0; i < cards.length; i += CARDS_PER_PAGE) pages.push(`<div class="page">${cards.slice(i, i + CARDS_PER_PAGE).join('')}</div>`);
  return `<!doctype html><html lang="vi"><head><meta charset="utf-8"><title>${esc(`Thẻ bình chọn — ${b.departmentName}`)}</title><style>
${reportFontCss(o.serverRoot)}
@page { size: A4; margin: 8mm; }
* { box-sizing: border-box; }
body { margin: 0; font-family: 'Noto Sans', sans-serif; color: #111; }
.page { display: grid; grid-template-columns: 1fr 1fr; grid-template-rows: repeat(4, 1fr); width: 194mm; height: 280mm; page-break-after: always; }
.page:last-child { page-break-after: auto; }
.card { border: 0.3mm dashed #888; padding: 4mm; display: flex; flex-direction: column; overflow: hidden; }
header { display: flex; justify-content: space-between; gap: 2mm; font-size: 7.5pt; }
header span { color: #333; text-align: right; }
h2 { font-size: 8.5pt; margin: 1mm 0 2mm; font-weight: 700; }
.body { display: flex; gap: 3mm; align-items: flex-start; flex: 1; }
.qr { width: 34mm; height: 34mm; flex: none; }
.qr svg { width: 100%; height: 100%; }
.text p { margin: 0 0 1.2mm; font-size: 7pt; line-height: 1.3; }
.text .label { font-size: 6.5pt; color: #333; }
.text .code { font-family: 'Noto Sans', monospace; font-size: 14pt; font-weight: 700; white-space: nowrap; }
.text .en { color: #333; }
.text .deadline { font-weight: 700; }
</style></head><body>${pages.join('')}</body></html>`;
}

/** The batch's cards as an A4 PDF (Chromium, as the feedback report). */
export async function printCards(b: PrintedBatch, o: { publicUrl: string; hospitalId: number; serverRoot: string; chromiumPath: string }): Promise<Buffer> {
  return (await printPdf(await cardsDocument(b, o), { executablePath: o.chromiumPath })).pdf;
}
