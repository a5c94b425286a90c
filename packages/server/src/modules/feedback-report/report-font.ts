import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

/** The subsets a Vietnamese or English report needs (basic Latin, Latin extended, Vietnamese). */
const SUBSETS = ['latin', 'latin-ext', 'vietnamese'];
const WEIGHTS = [400, 700];

let cached: string | null = null;

/**
 * `@font-face` rules of Noto Sans (the @fontsource/noto-sans package, SIL Open Font License) with
 * the font files inlined as data URLs: the PDF embeds the font whatever the machine has installed,
 * and Chromium loads nothing from outside the document. Each subset keeps its unicode-range, so
 * only the files a text needs are used.
 */
export function reportFontCss(serverRoot: string): string {
  if (cached !== null) return cached;
  const require = createRequire(path.join(serverRoot, 'package.json'));
  const dir = path.dirname(require.resolve('@fontsource/noto-sans/package.json'));
  const rules: string[] = [];
  for (const weight of WEIGHTS) {
    const css = readFileSync(path.join(dir, `${weight}.css`), 'utf8');
    for (const block of css.split('@font-face').slice(1)) {
      const file = /url\(\.\/files\/(noto-sans-([a-z-]+)-\d+-normal\.woff2)\)/.exec(block);
      const range = /unicode-range:\s*([^;]+);/.exec(block);
      if (!file || !SUBSETS.includes(file[2]!)) continue;
      const data = readFileSync(path.join(dir, 'files', file[1]!)).toString('base64');
      rules.push(
        `@font-face{font-family:'Noto Sans';font-style:normal;font-weight:${weight};src:url(data:font/woff2;base64,${data}) format('woff2');${range ? `unicode-range:${range[1]};` : ''}}`,
      );
    }
  }
  if (rules.length !== SUBSETS.length * WEIGHTS.length) throw new Error(`Noto Sans: found ${rules.length} of ${SUBSETS.length * WEIGHTS.length} font files`);
  cached = rules.join('\n');
  return cached;
}
