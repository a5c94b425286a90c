import { execFileSync, spawnSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/** Whether poppler's pdftoppm is installed (Debian: poppler-utils). */
export const hasPdftoppm = (): boolean => spawnSync('pdftoppm', ['-v']).status === 0;

export interface PageFill {
  page: number;
  /** Share of the rows inside the page's margins with nothing drawn on them (line spacing included). */
  blankRows: number;
  /** Share of the rows inside the margins that lie in an empty band at least `gapMm` tall: the empty space a reader sees. */
  empty: number;
}

/** A binary greyscale PGM (P5) as width, height and bytes. */
function readPgm(file: string): { width: number; height: number; pixels: Uint8Array } {
  const buf = readFileSync(file);
  const header: string[] = [];
  let at = 0;
  while (header.length < 4) {
    while (/\s/.test(String.fromCharCode(buf[at]!))) at++;
    if (buf[at] === 0x23) {
      while (buf[at] !== 0x0a) at++;
      continue;
    }
    let word = '';
    while (!/\s/.test(String.fromCharCode(buf[at]!))) word += String.fromCharCode(buf[at++]!);
    header.push(word);
  }
  at++;
  const [, width, height] = header.map(Number) as [number, number, number];
  return { width, height, pixels: buf.subarray(at, at + width * height) };
}

/**
 * How full each page of a PDF is: poppler's pdftoppm draws every page in grey at `dpi`; a row of
 * pixels is blank when none is darker than `threshold` (0–255). Measured inside the page's
 * margins (mm), so the page number in the bottom margin does not count. `keepPng` also writes the
 * pages as PNG files there, to look at them.
 */
export function pageFill(
  pdf: Uint8Array,
  o: { dpi?: number; marginTopMm?: number; marginBottomMm?: number; gapMm?: number; threshold?: number; keepPng?: string } = {},
): PageFill[] {
  const { dpi = 60, marginTopMm = 15, marginBottomMm = 17, gapMm = 4, threshold = 240 } = o;
  const dir = mkdtempSync(path.join(os.tmpdir(), 'hm-pdf-pages-'));
  try {
    const input = path.join(dir, 'in.pdf');
    writeFileSync(input, pdf);
    execFileSync('pdftoppm', ['-gray', '-r', String(dpi), input, path.join(dir, 'page')]);
    if (o.keepPng) execFileSync('pdftoppm', ['-png', '-r', '50', input, path.join(o.keepPng, 'page')]);
    const mm = dpi / 25.4;
    const files = readdirSync(dir)
      .filter((f) => f.endsWith('.pgm'))
      .sort();
    return files.map((f, i) => {
      const { width, height, pixels } = readPgm(path.join(dir, f));
      const top = Math.round(marginTopMm * mm);
      const bottom = height - Math.round(marginBottomMm * mm);
      const blank: boolean[] = [];
      for (let y = top; y < bottom; y++) {
        let empty = true;
        for (let x = 0; x < width; x++) {
          if (pixels[y * width + x]! < threshold) {
            empty = false;
            break;
          }
        }
        blank.push(empty);
      }
      const gap = Math.round(gapMm * mm);
      let inGaps = 0;
      for (let y = 0; y < blank.length;) {
        let end = y;
        while (end < blank.length && blank[end]) end++;
        if (end - y >= gap) inGaps += end - y;
        y = end > y ? end : y + 1;
      }
      const rows = blank.length;
      return { page: i + 1, blankRows: blank.filter(Boolean).length / rows, empty: inGaps / rows };
    });
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
