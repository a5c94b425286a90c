// The text of a PDF read on standard input, one line per line of print (pdfjs-dist, Mozilla's
// PDF.js): the runs of text sharing a baseline, left to right, a gap wider than a space written
// as spaces. Run by pdf-text.ts in its own Node process, where ES modules load natively.
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';

const chunks = [];
for await (const c of process.stdin) chunks.push(c);
const doc = await getDocument({ data: new Uint8Array(Buffer.concat(chunks)), useSystemFonts: false, isEvalSupported: false }).promise;
const pages = [];
for (let p = 1; p <= doc.numPages; p++) {
  const page = await doc.getPage(p);
  const { items } = await page.getTextContent({ disableNormalization: true });
  const lines = new Map();
  for (const it of items) {
    if (!('str' in it) || it.str === '') continue;
    const y = Math.round(it.transform[5]);
    const key = [...lines.keys()].find((k) => Math.abs(k - y) <= 2) ?? y;
    if (!lines.has(key)) lines.set(key, []);
    lines.get(key).push({ x: it.transform[4], w: it.width, s: it.str, size: Math.abs(it.transform[0]) || 10 });
  }
  const text = [...lines.entries()]
    .sort((a, b) => b[0] - a[0])
    .map(([, runs]) => {
      runs.sort((a, b) => a.x - b.x);
      let out = '';
      let end = null;
      for (const r of runs) {
        const gap = end === null ? 0 : r.x - end;
        if (end !== null && gap > r.size * 0.15) out += gap > r.size * 1.5 ? '   ' : ' ';
        out += r.s;
        end = r.x + r.w;
      }
      return out;
    });
  pages.push(text.join('\n'));
}
process.stdout.write(pages.join('\n\f'));
