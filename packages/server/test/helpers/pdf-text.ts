import { execFileSync, spawnSync } from 'node:child_process';
import path from 'node:path';

export const hasPdftotext = (): boolean => spawnSync('pdftotext', ['-v']).status === 0;

/**
 * The text of a PDF, a line of print per line: poppler's `pdftotext -layout` where it is installed,
 * otherwise PDF.js (pdfjs-dist, a dev dependency) in a Node process of its own, so the tests never
 * depend on a machine package. HM_PDF_TEXT=pdfjs forces the second.
 */
export function pdfText(pdf: Uint8Array): { text: string; tool: 'pdftotext' | 'pdfjs' } {
  const input = Buffer.from(pdf);
  if (process.env.HM_PDF_TEXT !== 'pdfjs' && hasPdftotext()) {
    return {
      text: execFileSync('pdftotext', ['-layout', '-enc', 'UTF-8', '-', '-'], { input, maxBuffer: 64 * 1024 * 1024 })
        .toString('utf8')
        .normalize('NFC'),
      tool: 'pdftotext',
    };
  }
  const script = path.join(__dirname, 'pdfjs-text.mjs');
  return {
    text: execFileSync(process.execPath, [script], { input, maxBuffer: 64 * 1024 * 1024 })
      .toString('utf8')
      .normalize('NFC'),
    tool: 'pdfjs',
  };
}

/**
 * The text of a PDF in the order it was drawn (`pdftotext -raw`; poppler only): a table cell's or
 * a chart label's wrapped lines follow one another, so a whole name can be found in it with the
 * white space taken out.
 */
export const pdfRawText = (pdf: Uint8Array): string =>
  execFileSync('pdftotext', ['-raw', '-enc', 'UTF-8', '-', '-'], { input: Buffer.from(pdf), maxBuffer: 64 * 1024 * 1024 })
    .toString('utf8')
    .normalize('NFC');
