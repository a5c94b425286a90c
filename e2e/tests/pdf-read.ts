import { execFileSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import jsQR from 'jsqr';
import { PNG } from 'pngjs';

/** Runs `work` on the PDF written to a temporary folder, which is removed afterwards. */
function withPdf<T>(pdf: Buffer, work: (file: string, dir: string) => T): T {
  const dir = mkdtempSync(path.join(tmpdir(), 'hm-e2e-pdf-'));
  try {
    const file = path.join(dir, 'file.pdf');
    writeFileSync(file, pdf);
    return work(file, dir);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/**
 * The text of a PDF, by poppler's pdftotext: in its printed layout, or with every run of white
 * space made one space (for `toContain` on phrases that wrap).
 * @example expect(pdfText(pdf)).toContain('Khoa/đơn vị: Khoa Nội'); CODE.exec(pdfText(pdf, { layout: true }))
 */
export function pdfText(pdf: Buffer, { layout = false } = {}): string {
  const text = withPdf(pdf, (file) => execFileSync('pdftotext', [...(layout ? ['-layout'] : []), file, '-']).toString());
  return layout ? text : text.replace(/\s+/g, ' ');
}

/** The card links of a ballot-cards PDF: each page rendered at 150 dpi, cut into its 2 × 4 cards, each card's QR decoded. */
export function qrLinks(pdf: Buffer): string[] {
  return withPdf(pdf, (file, dir) => {
    execFileSync('pdftoppm', ['-r', '150', '-png', file, path.join(dir, 'page')]);
    const links: string[] = [];
    for (const name of readdirSync(dir)
      .filter((f) => f.endsWith('.png'))
      .sort()) {
      const png = PNG.sync.read(readFileSync(path.join(dir, name)));
      const w = Math.floor(png.width / 2);
      const h = Math.floor(png.height / 4);
      for (let row = 0; row < 4; row++) {
        for (let col = 0; col < 2; col++) {
          const cell = new Uint8ClampedArray(w * h * 4);
          for (let y = 0; y < h; y++) {
            const from = ((row * h + y) * png.width + col * w) * 4;
            cell.set(png.data.subarray(from, from + w * 4), y * w * 4);
          }
          const found = jsQR(cell, w, h);
          if (found) links.push(found.data);
        }
      }
    }
    return links;
  });
}
