// The theme's Inter (PrimeReact lara-light-indigo, variable weight 100-900) cut to the characters
// the product writes: Latin, Vietnamese and common punctuation (issue 32). The whole font is
// 338 KiB (woff2), more than the login page's JavaScript, and Lighthouse's mobile run counts it
// before the first paint; the cut keeps the weight axis (400-700) and is under a fifth of it. The build
// uses the cut in place of the theme's files (packages/build/rspack.mjs, INTER_SUBSET); a
// character outside the cut is drawn in the browser's sans-serif.
//
// The cut is committed (packages/ui/src/theme/fonts/); run this only after a PrimeReact upgrade
// changes the font. It needs subset-font 2.9.0 (harfbuzz compiled to WebAssembly, from the npm
// registry), installed outside the workspace:
//   npm install --prefix /tmp/subset-font subset-font@2.9.0
//   node scripts/subset-inter.mjs /tmp/subset-font
import { readFileSync, statSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { root } from './lib/server.mjs';

const from = process.argv[2];
if (!from) {
  console.error('usage: node scripts/subset-inter.mjs <folder where subset-font is installed>');
  process.exit(2);
}
const subsetFont = createRequire(path.join(path.resolve(from), 'package.json'))('subset-font');

/** Code points kept: Google Fonts' latin and vietnamese ranges, with Latin Extended-A whole. */
export const RANGES = [
  [0x0000, 0x00ff],
  [0x0100, 0x017f],
  [0x01a0, 0x01a1],
  [0x01af, 0x01b0],
  [0x02bb, 0x02bc],
  [0x02c6, 0x02c6],
  [0x02da, 0x02da],
  [0x02dc, 0x02dc],
  [0x0300, 0x0304],
  [0x0306, 0x0306],
  [0x0308, 0x0309],
  [0x0323, 0x0323],
  [0x0329, 0x0329],
  [0x1ea0, 0x1ef9],
  [0x2000, 0x206f],
  [0x20ab, 0x20ac],
  [0x2116, 0x2116],
  [0x2122, 0x2122],
  [0x2190, 0x2193],
  [0x2212, 0x2212],
  [0x2215, 0x2215],
  [0x2264, 0x2265],
  [0xfeff, 0xfeff],
  [0xfffd, 0xfffd],
];
/**
 * The axes: the optical size pinned at 14 (the theme's text size; headings lose their display
 * optical size, a slight difference of spacing), the weight kept variable over 400-700, the
 * weights the theme and the product's styles use (normal, 500, 600, bold).
 */
const AXES = { opsz: 14, wght: { min: 400, max: 700 } };

const text = RANGES.flatMap(([a, b]) => Array.from({ length: b - a + 1 }, (_, i) => String.fromCodePoint(a + i))).join('');

const themeFonts = path.join(
  path.dirname(createRequire(path.join(root, 'packages/ui/package.json')).resolve('primereact/package.json')),
  'resources/themes/lara-light-indigo/fonts',
);
for (const file of ['InterVariable.woff2', 'InterVariable-Italic.woff2']) {
  const source = path.join(themeFonts, file);
  const out = path.join(root, 'packages/ui/src/theme/fonts', file.replace('.woff2', '-vi.woff2'));
  writeFileSync(out, await subsetFont(readFileSync(source), text, { targetFormat: 'woff2', variationAxes: AXES }));
  console.log(`${file}: ${(statSync(source).size / 1024).toFixed(1)} KiB -> ${path.relative(root, out)} ${(statSync(out).size / 1024).toFixed(1)} KiB`);
}
