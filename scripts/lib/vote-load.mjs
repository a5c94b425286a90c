// The vote load of the multi-process benchmark and the upgrade drill: HTTP calls on kept-alive
// connections (node:http: half the CPU of fetch per request), and a hospital whose staff are
// invited to an open SOPS 2.0 version, set up through the API, with each record's invitation link
// and random ballots.
import { createHmac } from 'node:crypto';
import http from 'node:http';
import https from 'node:https';

/**
 * `call(method, url, { token, payload })` answers { status, json, backend } (a dropped connection:
 * status 0); `must` throws unless 200 and answers `json.data`. With `ca`, https trusting it.
 */
export function httpCaller({ ca = null } = {}) {
  const agent = ca ? new https.Agent({ keepAlive: true, maxSockets: 512, ca }) : new http.Agent({ keepAlive: true, maxSockets: 512 });
  const call = (method, url, { token, payload } = {}) =>
    new Promise((resolve) => {
      const body = payload ? JSON.stringify(payload) : null;
      const req = (ca ? https : http).request(
        url,
        {
          method,
          agent,
          headers: { ...(body ? { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) } : {}), ...(token ? { authorization: `Bearer ${token}` } : {}) },
        },
        (res) => {
          const chunks = [];
          res.on('data', (c) => chunks.push(c));
          res.on('end', () => {
            let json = null;
            try {
              json = JSON.parse(Buffer.concat(chunks).toString('utf8'));
            } catch {
              // not JSON: the status says enough
            }
            resolve({ status: res.statusCode, json, backend: res.headers['x-hm-backend'] });
          });
          res.on('error', () => resolve({ status: 0, json: null }));
        },
      );
      req.on('error', () => resolve({ status: 0, json: null }));
      req.end(body ?? undefined);
    });
  const must = async (method, url, o) => {
    const r = await call(method, url, o);
    if (r.status !== 200) throw new Error(`${method} ${url}: ${r.status} ${r.json?.message}`);
    return r.json.data;
  };
  return { agent, call, must };
}

/** A time as the API's wire format writes it (Vietnamese time, 'YYYY-MM-DD HH:mm:ss'). */
export const wireTime = (d) => new Date(d.getTime() + 7 * 3600_000).toISOString().replace('T', ' ').slice(0, 19);

/**
 * Through the API at `origin` (signed in as admin with `adminPassword`) and the database client
 * `db` (pg): a hospital `code` with 20 departments and `staff` staff, a copy of the SOPS 2.0
 * template open from an hour ago to tomorrow, started (a record and invitation per staff member).
 * Answers the admin's token, the version, its records (id, nonce) in id order, `link(record)`
 * (the invitation token a staff member's link carries) and `ballot()` (random answers, 3 % left
 * out).
 */
export async function openSurvey({ must, origin, db, staff, adminPassword, code = 'BVBENCH', name = 'Bệnh viện đo tải', title = 'Đo tải nhiều tiến trình' }) {
  const V = `${origin}/votesafety/v1`;
  const {
    rows: [h],
  } = await db.query(`INSERT INTO hospital (ma_benh_vien, name) VALUES ($1, $2) RETURNING hospital_id`, [code, name]);
  await db.query(`INSERT INTO hospital_module (hospital_id, module) VALUES ($1, 'survey')`, [h.hospital_id]);
  await db.query(`INSERT INTO phong_ban (hospital_id, ma_phong_ban, ten_phong_ban) SELECT $1, 'PB' || g, 'Khoa ' || g FROM generate_series(1, 20) g`, [h.hospital_id]);
  await db.query(
    `INSERT INTO nhan_vien (hospital_id, ma_nhan_vien, ten_nhan_vien, phong_ban_id, email)
     SELECT $1, 'NV' || lpad(g::text, 6, '0'), 'Nhân viên ' || g, (SELECT min(phong_ban_id) FROM phong_ban WHERE hospital_id = $1) + g % 20, 'nv' || g || '@bench.example.vn'
     FROM generate_series(1, $2::int) g`,
    [h.hospital_id, staff],
  );
  const token = (await must('POST', `${origin}/auth/v1/login`, { payload: { ten_tai_khoan: 'admin', mat_khau: adminPassword } })).token;
  const template = (await must('GET', `${V}/phien-ban-khao-sat?la_mau=true`, { token })).data.find((t) => t.instrument_code === 'HSOPS2');
  const now = new Date();
  const version = await must('POST', `${V}/phien-ban-khao-sat/${template.phien_ban_id}/copy`, {
    token,
    payload: {
      hospital_id: h.hospital_id,
      tieu_de_khao_sat: title,
      time_start: wireTime(new Date(now.getTime() - 3600_000)),
      time_end: wireTime(new Date(now.getTime() + 86_400_000)),
    },
  });
  await must('POST', `${V}/phien-ban-khao-sat/${version.phien_ban_id}/start`, { token });
  const questionnaire = await must('GET', `${V}/phien-ban-khao-sat/${version.phien_ban_id}/vi`, { token });

  const {
    rows: [secret],
  } = await db.query(`SELECT value FROM server_secret WHERE name = 'invitation'`);
  const { rows: records } = await db.query(`SELECT nhan_vien_khao_sat_id AS id, token_nonce AS nonce FROM nhan_vien_khao_sat WHERE phien_ban_id = $1 ORDER BY 1`, [
    version.phien_ban_id,
  ]);
  const link = (r) => `${r.id}.${createHmac('sha256', Buffer.from(secret.value)).update(`${r.id}.${r.nonce}`).digest('base64url')}`;
  const questions = questionnaire.parts.flatMap((p) => p.questions.map((q) => ({ id: q.cauhoi_id, values: q.answers.map((a) => a.gia_tri).filter((v) => v !== null) })));
  const ballot = () =>
    questions.flatMap((q) => (q.values.length && Math.random() > 0.03 ? [{ cauhoi_id: q.id, gia_tri: [q.values[Math.floor(Math.random() * q.values.length)]] }] : []));
  return { hospitalId: h.hospital_id, token, version, records, link, ballot };
}
