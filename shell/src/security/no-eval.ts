import { z } from 'zod';

// The page's CSP has no 'unsafe-eval'. zod 4 compiles object parsers with `new Function` when it
// may, and its probe, though caught, is reported as a CSP violation. Its configuration lives on
// globalThis, so this also covers the copies of zod inside the remotes. Imported first by the
// bootstrap: the probe runs when an object schema is created (@hm/contract, at import).
z.config({ jitless: true });
