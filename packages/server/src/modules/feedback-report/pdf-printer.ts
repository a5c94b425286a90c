import { existsSync } from 'node:fs';
import { chromium } from 'playwright-core';

/** Debian's Chromium, as the browser tests use it; HM_CHROMIUM points elsewhere. */
export const DEFAULT_CHROMIUM = '/usr/bin/chromium';

export const chromiumInstalled = (executablePath: string): boolean => existsSync(executablePath);

export interface PrintResult {
  pdf: Buffer;
  launchMs: number;
  printMs: number;
}

/**
 * Prints a self-contained HTML document to an A4 PDF with Chromium (playwright-core): a browser
 * per document, closed whatever happens. Scripts are off and every request is refused, so the
 * document can only show what it carries. `onLaunched` marks the step between start and print.
 */
export async function printPdf(html: string, o: { executablePath: string; onLaunched?: () => Promise<void> }): Promise<PrintResult> {
  const started = performance.now();
  const browser = await chromium.launch({ executablePath: o.executablePath, timeout: 30_000, args: ['--disable-gpu', '--font-render-hinting=none'] });
  try {
    const context = await browser.newContext({ javaScriptEnabled: false, offline: true });
    const page = await context.newPage();
    page.setDefaultTimeout(120_000);
    await page.route('**/*', (route) => route.abort());
    const launchMs = Math.round(performance.now() - started);
    await o.onLaunched?.();
    const printStarted = performance.now();
    await page.setContent(html, { waitUntil: 'load', timeout: 60_000 });
    // Web fonts load asynchronously: print once every face the text uses is ready.
    await page.evaluate('document.fonts.ready.then(() => true)');
    const pdf = await page.pdf({
      format: 'A4',
      printBackground: true,
      // The document's @page rule sets the size, the margins and the page numbers (a margin box in
      // the document's own font: Chromium's header/footer templates could only use the machine's).
      preferCSSPageSize: true,
      tagged: true,
      outline: true,
    });
    return { pdf, launchMs, printMs: Math.round(performance.now() - printStarted) };
  } finally {
    await browser.close().catch(() => undefined);
  }
}
