/**
 * The ports of the browser tests' servers: the product, and the SMTP sink (SMTP and its HTTP
 * reader). `HM_E2E_PORT_OFFSET` moves them all, so that two checkouts can run their browser
 * tests side by side on one machine.
 */
const offset = Number(process.env.HM_E2E_PORT_OFFSET ?? 0);
export const PORT = 8181 + offset;
export const SMTP_PORT = 8125 + offset;
export const SMTP_HTTP_PORT = 8126 + offset;
/** A second product server on an empty database (HM_DEMO=0): putting a hospital into service. */
export const EMPTY_PORT = 8183 + offset;
export const EMPTY_ADMIN_PASSWORD = 'Khoi-dau@2026';
/** A shell whose remotes are on another origin (the product server's /remotes/): csp-other-origin.spec.ts starts it. */
export const OTHER_ORIGIN_SHELL_PORT = 8187 + offset;
/** A product server of its own on an empty database, started by campaign-journey.spec.ts (fast schedule and mail intervals). */
export const JOURNEY_PORT = 8185 + offset;
/** A product server of its own with the demo data, started by improvement-cycle.spec.ts (its third wave would change what other specs read as the latest). */
export const IMPROVEMENT_PORT = 8189 + offset;
/** A product server of its own with the demo data that is also the benchmark collector (HM_BENCHMARK_COLLECTOR=1), started by federated-benchmark.spec.ts: it sends to itself. */
export const FEDERATED_PORT = 8191 + offset;
