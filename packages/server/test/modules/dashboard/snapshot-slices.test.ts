/**
 * The snapshot by slices (the embedded database's recompute, issue 15): the same stored figures
 * as the one-statement snapshot whatever the slice size; not served before it is ready; a slice
 * left by a crash is ignored and then cleared; other requests are answered between slices.
 */
import type { TDashboardVersion } from '@hm/contract';
import { sql } from 'kysely';
import { storeSnapshot, storeSnapshotInSlices } from '../../../src/modules/dashboard/snapshot-compute.js';
import { latestSnapshot } from '../../../src/modules/dashboard/snapshot-store.js';
import { createTestApp, type TestApp } from '../../helpers/app.js';
import {
  addHospitals,
  D,
  dashFixture,
  type DashFixture,
  generateResponses,
  type GroupSpec,
  insertResponses,
  instrumentVersion,
  referenceStructure,
  storedFigures,
} from './fixtures.js';

let t: TestApp;
let f: DashFixture;
let versionId: number;
let groupCount: number;
beforeAll(async () => {
  t = await createTestApp();
  f = await dashFixture(t);
  const hospitals = await addHospitals(f.db, ['BV Lát cắt A', 'BV Lát cắt B', 'BV Lát cắt C']);
  versionId = await instrumentVersion(f.db, { instrument: 'HSOPS2', owner: null, hospitals, status: 2 });
  const s = await referenceStructure(f.db, versionId);
  const [units, positions] = [s.questions.find((q) => q.role === 'unit')!.values, s.questions.find((q) => q.role === 'position')!.values];
  const groups: GroupSpec[] = [];
  hospitals.forEach((h, hi) =>
    [units[0]!, units[1]!, units[3]!, 0].forEach((u, ui) =>
      [positions[0]!, positions[2]!, 0].forEach((p, pi) =>
        groups.push({ hospital_id: h, don_vi: u, vi_tri: p, valid: 1 + ((hi * 7 + ui * 3 + pi * 5) % 9), invalid: (ui + pi) % 4 === 0 ? 1 : 0, incomplete: ui === pi ? 1 : 0 }),
      ),
    ),
  );
  groupCount = groups.length;
  await insertResponses(f.db, versionId, generateResponses(s, groups, 1511));
});
afterAll(() => t.close());

/** The current snapshot's stored rows without their id (fixtures.ts), and its count of responses. */
async function stored() {
  const { snapshot, figures } = await storedFigures(f.db, versionId);
  return { ...figures, responses: snapshot.responses };
}

const snapshotsOfVersion = async () => (await sql<{ n: number }>`SELECT count(*)::int AS n FROM percent_snapshot WHERE phien_ban_id = ${versionId}`.execute(f.db)).rows[0]!.n;

describe('snapshot by slices', () => {
  it('stores the figures of the one-statement snapshot, whatever the slice size', async () => {
    await f.db.transaction().execute((trx) => storeSnapshot(trx, versionId, 'request'));
    const whole = await stored();
    expect(whole.respondents).toBeGreaterThan(100);
    expect(whole.cells.length).toBeGreaterThan(500);
    for (const size of [1, 17, 10_000]) {
      await storeSnapshotInSlices(f.db, versionId, 'request', size);
      expect(await stored()).toEqual(whole);
      // The older snapshot went with the new one's publication.
      expect(await snapshotsOfVersion()).toBe(1);
    }
  });

  it('ignores a snapshot that is not ready (a crash midway), then clears it', async () => {
    const before = await stored();
    const ready = (await latestSnapshot(f.db, versionId))!;
    const { snapshot_id } = await f.db
      .insertInto('percent_snapshot')
      .values({ phien_ban_id: versionId, reason: 'request', respondents: 1, responses: 1, ready: false })
      .returning('snapshot_id')
      .executeTakeFirstOrThrow();
    await f.db
      .insertInto('percent_cell')
      .values({ snapshot_id, hospital_id: 1, don_vi: 1, vi_tri: 1, cauhoi_id: 1, gia_tri: [1], respondents: [99] })
      .execute();
    expect((await latestSnapshot(f.db, versionId))!.snapshot_id).toBe(ready.snapshot_id);
    expect(await stored()).toEqual(before);

    await storeSnapshotInSlices(f.db, versionId, 'request', 5);
    expect(await stored()).toEqual(before);
    expect(await snapshotsOfVersion()).toBe(1);
    expect((await sql<{ n: number }>`SELECT count(*)::int AS n FROM percent_cell WHERE snapshot_id = ${snapshot_id}`.execute(f.db)).rows[0]!.n).toBe(0);
  });

  it('answers other requests between its slices', async () => {
    let computeDone = false;
    const compute = storeSnapshotInSlices(f.db, versionId, 'request', 1).then(() => (computeDone = true));
    // Let the compute start its slices (one per group: ${groupCount} statements), then ask.
    await new Promise((r) => setTimeout(r, 30));
    const versions = await f.get<TDashboardVersion[]>('admin', `${D}/phien-ban`);
    expect(versions.some((v) => v.phien_ban_id === versionId)).toBe(true);
    expect(computeDone).toBe(false);
    await compute;
    expect(groupCount).toBeGreaterThan(20);
  });
});
