import { existsSync } from 'node:fs';

/** Debian's Chromium, as the browser tests use it; HM_CHROMIUM points elsewhere. */
export const DEFAULT_CHROMIUM = '/usr/bin/chromium';

/** Why a PDF cannot be made on this server (503). */
export const NO_CHROMIUM = 'Máy chủ chưa cài Chromium để tạo PDF. Quản trị hệ thống cần cài gói chromium (apt-get install chromium) hoặc đặt biến môi trường HM_CHROMIUM.';

export const chromiumInstalled = (executablePath: string): boolean => existsSync(executablePath);

export interface PrintResult {
  pdf: Buffer;
  launchMs: number;
  printMs: number;
}

/** A Chromium opened once to print several documents in turn (the debrief pack prints one per unit). */
export interface Printer {
  launchMs: number;
  print(html: string): Promise<{ pdf: Buffer; printMs: number }>;
  close(): Promise<void>;
}

/**
 * Opens Chromium (playwright-core) to print self-contained HTML documents to A4 PDFs: scripts
 * off, every request refused, so a document can only show what it carries. The caller closes it
 * whatever happens.
 */
export async function openPrinter(executablePath: string): Promise<Printer> {
  const started = performance.now();
  // playwright-core (~300 ms to load) only when a document is printed, not when the server starts.
  const { chromium } = await import('playwright-core');
  const browser = await chromium.launch({ executablePath, timeout: 30_000, args: ['--disable-gpu', '--font-render-hinting=none'] });
  try {
    const context = await browser.newContext({ javaScriptEnabled: false, offline: true });
    await context.route('**/*', (route) => route.abort());
    const launchMs = Math.round(performance.now() - started);
    return {
      launchMs,
      async print(html) {
        const printStarted = performance.now();
        const page = await context.newPage();
        try {
          page.setDefaultTimeout(120_000);
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
          return { pdf, printMs: Math.round(performance.now() - printStarted) };
        } finally {
          await page.close().catch(() => undefined);
        }
      },
      close: () => browser.close().catch(() => undefined),
    };
  } catch (err) {
    await browser.close().catch(() => undefined);
    throw err;
  }
}

/**
 * Prints a self-contained HTML document to an A4 PDF with Chromium: a browser per document,
 * closed whatever happens. `onLaunched` marks the step between start and print.
 */
export async function printPdf(html: string, o: { executablePath: string; onLaunched?: () => Promise<void> }): Promise<PrintResult> {
  const printer = await openPrinter(o.executablePath);
  try {
    await o.onLaunched?.();
    const { pdf, printMs } = await printer.print(html);
    return { pdf, launchMs: printer.launchMs, printMs };
  } finally {
    await printer.close();
  }
}
