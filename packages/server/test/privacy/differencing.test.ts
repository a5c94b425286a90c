/**
 * Anonymity against differencing (docs/privacy.md): votes arrive one at a time in two
 * hospitals, through every channel (personal links, ballot cards, paper keyed twice), with awkward layouts — a unit of N − 1 respondents, a unit of exactly N all of one
 * position and the only holders of it, groups of N + 1, a hospital pooled with another. After
 * every vote the auditor asks for a new computation, as a hospital administrator would, and
 * whenever new figures are published it reads everything the dashboards publish: each hospital
 * and the pool, whole, by every unit, every position and every unit × position cell, item by
 * item. Then it closes the version and reads the final figures. It fails if sums and differences
 * of up to three published groups — within one publication (across dimensions, with the
 * residuals "total − the shown groups" that subtraction gives) or across two consecutive ones —
 * isolate 1 to N − 1 respondents whose answers they give.
 *
 * On the code before the joint rule: the case "across consecutive publications" found attack 1
 * (a unit of 5 grew to 7 between two snapshots: its 2 newcomers' answers), and the case "within
 * the final publication" found attack 2 (total − the shown units − the position held only by a
 * hidden unit: the 4 of the other hidden unit).
 */
import type { TComputeResult, TItemScores, TVoteAnswer } from '@hm/contract';
import { itemCounts, SCORED_SCALES } from '@hm/scoring';
import { body, createTestApp, type TestApp } from '../helpers/app.js';
import { D, referenceStructure, type ReferenceStructure, rng } from '../modules/dashboard/fixtures.js';
import { syncStaffRecords } from '../../src/modules/survey/staff-records.js';
import { openLink, openVersion, submitBody, V, voteFixture, type VoteFixture } from '../modules/voting/fixtures.js';
import { channelFixture, type ChannelFixture } from '../modules/voting/channel-fixtures.js';
import { findLeaks, type ItemCounts, type Leak, type PublishedGroup, residual } from './auditor.js';

const N = 5;

let t: TestApp;
let f: VoteFixture;
let ch: ChannelFixture;
beforeAll(async () => {
  t = await createTestApp();
  f = await voteFixture(t);
  ch = await channelFixture(f);
});
afterAll(() => t.close());

type Channel = 'link' | 'card' | 'paper';

interface Respondent {
  hospital: number;
  channel: Channel;
  unit: number;
  position: number;
  answers: Map<number, number>;
}

type Filter = { don_vi?: number; vi_tri?: number };

interface Publication {
  snapshotId: number;
  groups: PublishedGroup[];
}

it('finds no set of 1 to N − 1 respondents in sums and differences of published figures, while open and once closed', async () => {
  const v = await openVersion(f, { hsops2: true });
  const [h1, h2] = [f.demoId, f.demo2Id];
  await f.db.insertInto('phien_ban_benh_vien').values({ phien_ban_id: v.versionId, hospital_id: h2 }).execute();
  await syncStaffRecords(f.db, v.versionId, h2);
  // The second demo hospital has not licensed the dashboards: here it has.
  await f.db.insertInto('hospital_module').values({ hospital_id: h2, module: 'dashboard' }).execute();
  const s = await referenceStructure(f.db, v.versionId);
  const units = s.questions.find((q) => q.role === 'unit')!.values;
  const positions = s.questions.find((q) => q.role === 'position')!.values;
  const [u1, u2, u3, u4, u5] = units;
  const [p1, p2, p9] = positions;

  // The layout (hospital, unit, position, how many, channel) in the order the votes arrive.
  const arrivals: [number, number, number, number, Channel][] = [
    [h1, u5!, p1!, 5, 'link'],
    [h1, u5!, p2!, 5, 'link'], // 10: two publications of 5 new responses each
    [h1, u3!, p1!, 4, 'card'],
    [h1, u3!, p2!, 1, 'paper'], // unit 3 reaches 5 …
    [h1, u3!, p2!, 2, 'link'],
    [h1, u4!, p2!, 3, 'card'], // … and grows by 2 among 5 new responses
    [h2, u3!, p1!, 6, 'link'],
    [h2, u4!, p2!, 5, 'link'],
    [h1, u4!, p2!, 3, 'link'],
    [h1, u3!, p2!, 1, 'card'], // unit 4: N + 1; unit 3: 8
    [h1, u1!, p1!, 4, 'paper'], // N − 1, all of position 1, all on paper
    [h1, u2!, p9!, 5, 'link'], // exactly N, all of position 9, its only holders
  ];
  const r = rng(16);
  const scored = s.questions.filter((q) => q.values.length && q.cauhoi_id !== s.unit && q.cauhoi_id !== s.position);
  const people: Respondent[] = arrivals.flatMap(([hospital, unit, position, n, channel]) =>
    Array.from({ length: n }, () => ({
      hospital,
      channel,
      unit,
      position,
      answers: new Map(scored.filter(() => r() > 0.08).map((q) => [q.cauhoi_id, q.values[Math.floor(r() * q.values.length)]!])),
    })),
  );
  const published: Publication[] = [];
  const nextRecord = new Map<number, number>([
    [h1, 1],
    [h2, 0],
  ]);
  const recordsOf = async (h: number) =>
    f.db
      .selectFrom('nhan_vien_khao_sat as x')
      .innerJoin('nhan_vien as nv', 'nv.nhan_vien_id', 'x.nhan_vien_id')
      .select(['x.nhan_vien_khao_sat_id as id', 'x.token_nonce as nonce'])
      .where('x.phien_ban_id', '=', v.versionId)
      .where('x.hospital_id', '=', h)
      .orderBy('nv.ma_nhan_vien')
      .execute();
  const records = new Map([
    [h1, await recordsOf(h1)],
    [h2, await recordsOf(h2)],
  ]);

  // BVDEMO's cards and papers (the channels of a department's response rate; the answers name the unit).
  const dept = await f.db
    .selectFrom('nhan_vien_khao_sat')
    .select('phong_ban_id')
    .where('phien_ban_id', '=', v.versionId)
    .where('hospital_id', '=', h1)
    .where('phong_ban_id', 'is not', null)
    .orderBy('phong_ban_id')
    .executeTakeFirstOrThrow();
  const many = (c: Channel) => people.filter((p) => p.channel === c).length;
  const codes = {
    card: await ch.print(v.versionId, dept.phong_ban_id!, many('card'), 'card'),
    paper: await ch.print(v.versionId, dept.phong_ban_id!, many('paper'), 'paper'),
  };
  expect([codes.card.length, codes.paper.length]).toEqual([many('card'), many('paper')]);

  let voted = 0;
  for (const p of people) {
    const answers: TVoteAnswer[] = [
      { cauhoi_id: s.unit!, gia_tri: [p.unit] },
      { cauhoi_id: s.position!, gia_tri: [p.position] },
      ...[...p.answers].map(([cauhoi_id, value]) => ({ cauhoi_id, gia_tri: [value] })),
    ];
    if (p.channel === 'link') {
      const i = nextRecord.get(p.hospital)!;
      nextRecord.set(p.hospital, i + 1);
      const res = await f.bearer(await openLink(f, records.get(p.hospital)![i]!), 'POST', `${V}/ket-qua`, submitBody(v.versionId, answers));
      expect(res.statusCode).toBe(200);
    } else if (p.channel === 'card') await ch.voteCard(v.versionId, codes.card.shift()!, answers);
    else await ch.keyPaper(v.versionId, codes.paper.shift()!, answers);
    voted++;
    // A hospital administrator asks for figures after every vote.
    const compute = body<TComputeResult>(await f.call('admin', 'GET', `${V}/phien-ban-khao-sat/create-percent-data?phien_ban_id=${v.versionId}`)).data;
    const pub = await readEverything(compute.snapshot?.snapshot_id ?? null, voted);
    if (pub && pub.snapshotId !== published.at(-1)?.snapshotId) published.push(pub);
  }
  const closed = await f.call('bvadmin', 'POST', `${V}/phien-ban-khao-sat/${v.versionId}/close`, { status_khao_sat: 2 });
  expect(closed.statusCode).toBe(200);
  const final = await readEverything(-1, voted);
  expect(final).not.toBeNull();
  published.push(final!);

  const truth = (members: Int8Array): ItemCounts =>
    countsOf(
      s,
      people.filter((_, i) => members[i]),
    );
  // Within each publication, across dimensions and hospitals; then across consecutive publications.
  const within = published.flatMap((pub) => findLeaks(pub.groups, N, truth).map(describe));
  const across = published.slice(1).flatMap((pub, i) => findLeaks([...published[i]!.groups, ...pub.groups], N, truth).map(describe));
  expect({ publications: published.length, within, across }).toEqual({ publications: 1, within: [], across: [] });

  // What the final publication still shows: the hospitals, the pool, the units and positions that are safe.
  const shown = final!.groups.map((g) => g.label);
  expect(shown).toEqual(expect.arrayContaining([`final · hospital ${h1}`, `final · hospital ${h2}`, 'final · pool', `final · hospital ${h1} · unit ${u5}`]));
  expect(shown).not.toContain(`final · hospital ${h1} · unit ${u1}`);
  // Its figures hold every channel's votes: the hospital's item counts are those of all its respondents, cards and papers included.
  const whole1 = final!.groups.find((g) => g.label === `final · hospital ${h1}`)!;
  expect(whole1.counts).toEqual(
    countsOf(
      s,
      people.filter((p) => p.hospital === h1),
    ),
  );

  /** Every group the dashboards publish now, or null when there is nothing (yet). */
  async function readEverything(_: number | null, count: number): Promise<Publication | null> {
    const whole = await itemScores({});
    if (!whole.scope.snapshot) return null;
    const snapshotId = whole.scope.snapshot.snapshot_id;
    const label = _ === -1 ? 'final' : `snapshot ${snapshotId}`;
    const groups: PublishedGroup[] = [];
    const counted = people.slice(0, count);
    for (const hospital of [h1, h2, null]) {
      const scopeLabel = `${label} · ${hospital === null ? 'pool' : `hospital ${hospital}`}`;
      const inScope = (p: Respondent) => hospital === null || p.hospital === hospital;
      const read = async (fl: Filter, name: string) => {
        const res = await itemScores({ ...fl, ...(hospital === null ? {} : { hospital_id: hospital }) });
        if (res.scope.suppressed || !res.scope.n) return null;
        const members = Int8Array.from(people, (p, i) =>
          i < count && inScope(p) && (fl.don_vi === undefined || p.unit === fl.don_vi) && (fl.vi_tri === undefined || p.position === fl.vi_tri) ? 1 : 0,
        );
        // The pool leaves out a hospital below the minimum.
        if (hospital === null) for (const h of [h1, h2]) if (counted.filter((p) => p.hospital === h).length < N) people.forEach((p, i) => p.hospital === h && (members[i] = 0));
        const g: PublishedGroup = { label: `${scopeLabel}${name}`, members, counts: publishedCounts(res) };
        groups.push(g);
        return g;
      };
      const total = await read({}, '');
      if (!total) continue;
      const present = counted.filter(inScope);
      const shownUnits = (await Promise.all([...new Set(present.map((p) => p.unit))].map((u) => read({ don_vi: u }, ` · unit ${u}`)))).filter((g) => g !== null);
      const shownPositions = (await Promise.all([...new Set(present.map((p) => p.position))].map((p) => read({ vi_tri: p }, ` · position ${p}`)))).filter((g) => g !== null);
      for (const [u, p] of [...new Set(present.map((x) => `${x.unit}|${x.position}`))].map((k) => k.split('|').map(Number) as [number, number]))
        await read({ don_vi: u, vi_tri: p }, ` · unit ${u} × position ${p}`);
      // What subtraction gives for free: the total minus the shown groups of a dimension.
      groups.push(residual(`${scopeLabel} − shown units`, total, shownUnits), residual(`${scopeLabel} − shown positions`, total, shownPositions));
    }
    return { snapshotId, groups };
  }

  async function itemScores(q: Filter & { hospital_id?: number }): Promise<TItemScores> {
    const qs = new URLSearchParams({ phien_ban_id: String(v.versionId), ...Object.fromEntries(Object.entries(q).map(([k, x]) => [k, String(x)])) });
    const res = await f.call('admin', 'GET', `${D}/ty-le-phan-hoi-tich-cuc-chi-tiet?${qs}`);
    expect(res.statusCode).toBe(200);
    return body<TItemScores>(res).data;
  }
}, 240_000);

/** The item counts a published item-score answer gives (percentages × n, back to counts). */
function publishedCounts(res: TItemScores): ItemCounts {
  const out: ItemCounts = new Map();
  for (const part of res.parts)
    for (const it of part.items) {
      const c = (pct: number | null) => (pct === null ? 0 : Math.round((pct * it.n) / 100));
      out.set(it.cauhoi_id, [it.n, it.n_dna, c(it.positive), c(it.neutral), c(it.negative)]);
    }
  return out;
}

/** The true item counts of some respondents, by @hm/scoring (AHRQ: 1–5 valid, 9 apart, reverse-worded items turned). */
function countsOf(s: ReferenceStructure, people: Respondent[]): ItemCounts {
  const out: ItemCounts = new Map();
  for (const q of s.questions) {
    if (q.background || !q.values.length || !SCORED_SCALES.has(q.scale ?? '')) continue;
    const c = itemCounts(
      people.map((p) => p.answers.get(q.cauhoi_id)),
      q.reverse,
    );
    out.set(q.cauhoi_id, [c.n, c.dna, c.positive, c.neutral, c.negative]);
  }
  return out;
}

const describe = (l: Leak) =>
  `${l.labels.map((x, i) => `${l.signs[i]! > 0 ? '+' : '−'} [${x}]`).join(' ')} = respondents ${l.respondents.join(', ')}; ${l.itemsRead} of ${l.items} items read correctly`;
