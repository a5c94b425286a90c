import { expect, type Page } from '@playwright/test';

/** A Content-Security-Policy violation the page reported, or a console line about one. */
export interface CspReport {
  directive: string;
  blocked: string;
  sample: string;
  source: string;
  url: string;
}

/**
 * Records every CSP violation of the page, from its first script on and across navigations:
 * the `securitypolicyviolation` events and the console lines that mention the policy.
 * Call it before the first `goto`.
 */
export async function watchCsp(page: Page): Promise<CspReport[]> {
  const reports: CspReport[] = [];
  await page.exposeBinding('__hmCspViolation', ({ frame }, r: Omit<CspReport, 'url'>) => void reports.push({ ...r, url: frame.url() }));
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (e) => {
      const report = (window as unknown as { __hmCspViolation: (r: unknown) => Promise<void> }).__hmCspViolation;
      void report({ directive: e.effectiveDirective, blocked: e.blockedURI, sample: e.sample, source: `${e.sourceFile}:${e.lineNumber}` });
    });
  });
  page.on('console', (m) => {
    if (m.text().includes('Content Security Policy')) reports.push({ directive: 'console', blocked: '', sample: m.text(), source: m.type(), url: page.url() });
  });
  return reports;
}

/** The CSP header as directive → sources. */
export function cspDirectives(header: string | undefined): Record<string, string[]> {
  return Object.fromEntries(
    (header ?? '')
      .split(';')
      .map((d) => d.trim().split(/\s+/))
      .filter((d) => d[0])
      .map(([name, ...values]) => [name!, values]),
  );
}

/** The page has reported no violation (asked after the page settled). */
export async function expectNoViolation(page: Page, reports: CspReport[]): Promise<void> {
  // A violation event is queued as a task: let the page run its last ones.
  await page.evaluate(() => new Promise((r) => setTimeout(r, 200)));
  expect(reports).toEqual([]);
}
