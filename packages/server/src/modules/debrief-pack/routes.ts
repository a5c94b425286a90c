import { endpoints } from '@hm/contract';
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.js';
import { ConflictError } from '../../errors/app-errors.js';
import type { JobRunner } from '../background-job/job-runner.js';
import { backgroundJobRoutes } from '../background-job/job-routes.js';
import { DEBRIEF_MSG, generatePack } from './generate.js';
import { debriefJobs, type DebriefJobMeta } from './job-store.js';
import { planPack } from './pack-data.js';

export interface DebriefPackDeps {
  db: Kysely<DB>;
  chromiumPath: string;
  serverRoot: string;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The debrief pack queue of this process (tests wait on it). */
    debriefPacks: JobRunner<DebriefJobMeta>;
  }
}

/**
 * Debrief packs per unit (issue 27 item 2): asked for (checked, audited, queued), followed (units
 * printed of units), downloaded as one zip (audited). Generation runs in the background, one pack
 * at a time per process, through the background jobs' runner on its own table (migration 032).
 */
export function debriefPackRoutes(app: FastifyInstance, deps: DebriefPackDeps): void {
  const { db } = deps;
  const { debriefPackCreate, debriefPackList, debriefPackStatus, debriefPackFile } = endpoints;
  const runner = backgroundJobRoutes(app, {
    db,
    chromiumPath: deps.chromiumPath,
    store: debriefJobs,
    endpoints: { create: debriefPackCreate, list: debriefPackList, status: debriefPackStatus, file: debriefPackFile },
    name: 'debrief pack',
    check: async (caller, q) => {
      // Only the units the caller's scope covers (pack-data.ts): none is a refusal.
      const plan = await planPack(db, caller, q);
      if (plan.units.length === 0) throw new ConflictError(DEBRIEF_MSG.noUnits(plan.minGroupSize));
      return { params: { units_at_request: plan.units.length }, detail: { units: plan.units.length } };
    },
    generate: (job) => generatePack(db, job, deps),
    msg: DEBRIEF_MSG,
    download: { contentType: 'application/zip', fallbackName: 'debrief.zip', detail: (row) => ({ units: row.units }) },
  });
  app.decorate('debriefPacks', runner);
}
