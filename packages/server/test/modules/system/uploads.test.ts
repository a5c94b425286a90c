/**
 * Uploads through HTTP: types decided by content (not by name), the size limit, nothing stored
 * by a refused or cut-off upload, hospital scope on every call, a safe download.
 */
import net from 'node:net';
import type { TPage, TUpload } from '@hm/contract';
import ExcelJS from 'exceljs';
import { body, createTestApp, type TestApp } from '../../helpers/app.js';

const U = '/votesafety/v1/upload-data';
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==', 'base64');
const PDF = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n', 'latin1');
const EXE = Buffer.concat([Buffer.from('MZ\x90\x00\x03\x00\x00\x00', 'latin1'), Buffer.alloc(120), Buffer.from('This program cannot be run in DOS mode.', 'latin1')]);
const SVG = Buffer.from('<?xml version="1.0"?>\n<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>', 'utf8');
const CSV = Buffer.from('\ufeffMã,Tên\nNV001,Nguyễn Văn An\n', 'utf8');

let t: TestApp;
let A: number;
let B: number;
const tok: Record<string, string> = {};

interface Part {
  name?: string;
  filename?: string;
  type?: string;
  data: Buffer | string;
}
/** A multipart/form-data body; `cut` leaves the closing boundary out (a request cut off). */
function multipart(parts: Part[], cut = false): { payload: Buffer; headers: Record<string, string> } {
  const boundary = '----hmtest' + Math.random().toString(16).slice(2);
  const chunks: Buffer[] = [];
  for (const p of parts) {
    const disposition = p.filename !== undefined ? `form-data; name="${p.name ?? 'file'}"; filename="${p.filename}"` : `form-data; name="${p.name}"`;
    chunks.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: ${disposition}\r\n${p.filename !== undefined ? `Content-Type: ${p.type ?? 'application/octet-stream'}\r\n` : ''}\r\n`,
        'utf8',
      ),
    );
    chunks.push(Buffer.isBuffer(p.data) ? p.data : Buffer.from(p.data, 'utf8'));
    chunks.push(Buffer.from('\r\n'));
  }
  if (!cut) chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(chunks), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

const upload = (u: string, file: Part, hospitalId?: number, extra: Part[] = []) => {
  const m = multipart([{ name: 'file', ...file }, ...extra]);
  return t.as(tok[u]!, { method: 'POST', url: `${U}/upload-file-manager${hospitalId ? `?hospitalId=${hospitalId}` : ''}`, payload: m.payload, headers: m.headers });
};
const call = (u: string, method: 'GET' | 'PUT' | 'DELETE' | 'POST', url: string, payload?: unknown) =>
  t.as(tok[u]!, { method, url, ...(payload === undefined ? {} : { payload: payload as never }) });
const count = async () =>
  Number(
    (
      await t.database.db
        .selectFrom('upload')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );
const uploaded = async (u: string, file: Part, hospitalId?: number) => {
  const res = await upload(u, file, hospitalId);
  expect(res.statusCode).toBe(200);
  return body<TUpload>(res).data;
};

beforeAll(async () => {
  t = await createTestApp();
  const rows = await t.database.db.selectFrom('hospital').select(['hospital_id', 'ma_benh_vien']).execute();
  A = rows.find((r) => r.ma_benh_vien === 'BVDEMO')!.hospital_id;
  B = rows.find((r) => r.ma_benh_vien === 'BVDEMO2')!.hospital_id;
  for (const u of ['admin', 'bvadmin', 'nhanvien01', 'bv2admin']) tok[u] = await t.login(u);
});
afterAll(() => t.close());

describe('types by content', () => {
  it('stores a PNG renamed .pdf as a PNG, with a name that says so, and answers the same bytes', async () => {
    const row = await uploaded('bvadmin', { filename: 'logo bệnh viện.pdf', type: 'application/pdf', data: PNG }, A);
    expect(row).toMatchObject({
      hospital_id: A,
      loai_mime: 'image/png',
      ten_tep: 'logo bệnh viện.png',
      kich_thuoc: PNG.length,
      la_anh: true,
      nguoi_tai_len: 'Quản trị Bệnh viện Demo',
    });
    expect(row.sha256).toMatch(/^[0-9a-f]{64}$/);
    const file = await call('bvadmin', 'GET', `${U}/${row.upload_id}/file`);
    expect(file.statusCode).toBe(200);
    expect(file.rawPayload.equals(PNG)).toBe(true);
    expect(file.headers['content-type']).toBe('image/png');
    expect(file.headers['x-content-type-options']).toBe('nosniff');
    expect(file.headers['content-disposition']).toMatch(/^attachment; /);
    const preview = await call('bvadmin', 'GET', `${U}/${row.upload_id}/file?inline=true`);
    expect(preview.headers['content-disposition']).toMatch(/^inline; /);
  });

  it('accepts PDF, xlsx and UTF-8 csv; the description comes from its field', async () => {
    const wb = new ExcelJS.Workbook();
    wb.addWorksheet('Sheet1').addRow(['a', 1]);
    const xlsx = Buffer.from(await wb.xlsx.writeBuffer());
    const pdf = await uploaded('bvadmin', { filename: 'quy-trinh', data: PDF }, A);
    expect(pdf).toMatchObject({ loai_mime: 'application/pdf', ten_tep: 'quy-trinh.pdf', la_anh: false });
    const sheet = body<TUpload>(await upload('bvadmin', { filename: 'danh sach.xlsx', data: xlsx }, A, [{ name: 'mo_ta', data: 'Danh sách khoa' }])).data;
    expect(sheet).toMatchObject({ loai_mime: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', mo_ta: 'Danh sách khoa' });
    expect((await uploaded('bvadmin', { filename: 'nhan-vien.csv', data: CSV }, A)).loai_mime).toBe('text/csv');
    // A PDF inline is still an attachment: only images are shown in the page.
    expect((await call('bvadmin', 'GET', `${U}/${pdf.upload_id}/file?inline=true`)).headers['content-disposition']).toMatch(/^attachment; /);
  });

  it('refuses an exe renamed .png, SVG, an empty file and a zip that is not Office, storing nothing', async () => {
    const before = await count();
    const cases: [Part, RegExp][] = [
      [{ filename: 'anh.png', type: 'image/png', data: EXE }, /Loại tệp không được hỗ trợ/],
      [{ filename: 'logo.png', type: 'image/png', data: SVG }, /SVG/],
      [{ filename: 'trang.html', data: '<!DOCTYPE html><html><script>alert(1)</script></html>' }, /HTML/],
      [{ filename: 'rong.txt', data: Buffer.alloc(0) }, /rỗng|chọn tệp/],
      [{ filename: 'nen.zip', data: Buffer.from('504b0304' + '00'.repeat(40), 'hex') }, /hỏng|không an toàn/],
    ];
    for (const [file, message] of cases) {
      const res = await upload('bvadmin', file, A);
      expect(res.statusCode).toBe(400);
      expect(body(res).message).toMatch(message);
    }
    expect(await count()).toBe(before);
  });

  it('takes a file as base64 JSON with the same checks', async () => {
    const ok = await call('bvadmin', 'POST', U, { hospital_id: A, ten_tep: 'logo.jpg', mo_ta: null, noi_dung: PNG.toString('base64') });
    expect(ok.statusCode).toBe(200);
    expect(body<TUpload>(ok).data).toMatchObject({ ten_tep: 'logo.png', loai_mime: 'image/png' });
    const bad = await call('bvadmin', 'POST', U, { hospital_id: A, ten_tep: 'x.png', noi_dung: EXE.toString('base64') });
    expect(bad.statusCode).toBe(400);
    expect((await call('bvadmin', 'POST', U, { hospital_id: A, ten_tep: 'x.png', noi_dung: 'không phải base64' })).statusCode).toBe(400);
  });
});

describe('size and interrupted uploads', () => {
  it('refuses a file past 5 MB with 413 and a Vietnamese message, as multipart and as JSON', async () => {
    const before = await count();
    const big = Buffer.concat([PNG, Buffer.alloc(5 * 1024 * 1024 + 1 - PNG.length)]);
    const res = await upload('bvadmin', { filename: 'lon.png', data: big }, A);
    expect(res.statusCode).toBe(413);
    expect(body(res).message).toBe('Tệp vượt quá dung lượng cho phép (tối đa 5 MB)');
    const json = await call('bvadmin', 'POST', U, { hospital_id: A, ten_tep: 'lon.png', noi_dung: big.toString('base64') });
    expect(json.statusCode).toBe(413);
    expect(await count()).toBe(before);
  });

  it('stores nothing from a multipart body cut before its end', async () => {
    const before = await count();
    const m = multipart([{ name: 'file', filename: 'anh.png', data: PNG }], true);
    const res = await t.as(tok.bvadmin!, {
      method: 'POST',
      url: `${U}/upload-file-manager?hospitalId=${A}`,
      payload: m.payload.subarray(0, m.payload.length - 10),
      headers: m.headers,
    });
    expect(res.statusCode).toBe(400);
    expect(await count()).toBe(before);
  });

  it('stores nothing when the connection drops midway through a real socket', async () => {
    const before = await count();
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const port = (t.app.server.address() as net.AddressInfo).port;
    const m = multipart([{ name: 'file', filename: 'anh.png', data: Buffer.concat([PNG, Buffer.alloc(200_000)]) }]);
    await new Promise<void>((resolve) => {
      const socket = net.connect(port, '127.0.0.1', () => {
        socket.write(
          `POST ${U}/upload-file-manager?hospitalId=${A} HTTP/1.1\r\nHost: 127.0.0.1\r\nAuthorization: Bearer ${tok.bvadmin}\r\n` +
            `Content-Type: ${m.headers['content-type']}\r\nContent-Length: ${m.payload.length}\r\n\r\n`,
        );
        socket.write(m.payload.subarray(0, 100_000), () => setTimeout(() => socket.destroy(), 100));
      });
      socket.on('close', () => resolve());
      socket.on('error', () => resolve());
    });
    await new Promise((r) => setTimeout(r, 300));
    expect(await count()).toBe(before);
  });

  it('stores several files all or none', async () => {
    const before = await count();
    const bad = multipart([
      { name: 'files', filename: 'a.png', data: PNG },
      { name: 'files', filename: 'b.png', data: EXE },
    ]);
    const refused = await t.as(tok.bvadmin!, { method: 'POST', url: `${U}/files?hospitalId=${A}`, payload: bad.payload, headers: bad.headers });
    expect(refused.statusCode).toBe(400);
    expect(body(refused).message).toMatch(/^b\.png: /);
    expect(await count()).toBe(before);
    const good = multipart([
      { name: 'files', filename: 'a.png', data: PNG },
      { name: 'files', filename: 'b.pdf', data: PDF },
    ]);
    const res = await t.as(tok.bvadmin!, { method: 'POST', url: `${U}/files?hospitalId=${A}`, payload: good.payload, headers: good.headers });
    expect(res.statusCode).toBe(200);
    expect(body<TUpload[]>(res).data.map((r) => r.ten_tep)).toEqual(['a.png', 'b.pdf']);
    // One file only on upload-file-manager.
    const two = multipart([
      { name: 'file', filename: 'a.png', data: PNG },
      { name: 'file', filename: 'b.png', data: PNG },
    ]);
    expect((await t.as(tok.bvadmin!, { method: 'POST', url: `${U}/upload-file-manager?hospitalId=${A}`, payload: two.payload, headers: two.headers })).statusCode).toBe(400);
  });
});

describe('hospital scope', () => {
  let fileA: TUpload;
  beforeAll(async () => {
    fileA = await uploaded('bvadmin', { filename: 'rieng A.png', data: PNG }, A);
  });

  it('never lets hospital B read, download, rename or delete hospital A’s file', async () => {
    for (const [method, url, payload] of [
      ['GET', `${U}/${fileA.upload_id}`],
      ['GET', `${U}/${fileA.upload_id}/file`],
      ['GET', `${U}?hospitalId=${A}`],
      ['PUT', U, { upload_id: fileA.upload_id, hospital_id: A, ten_tep: 'doi.png' }],
      ['DELETE', `${U}/${fileA.upload_id}`],
    ] as const) {
      const res = await call('bv2admin', method, url, payload);
      expect([403, 404]).toContain(res.statusCode);
      expect(res.rawPayload.includes(PNG.subarray(0, 16))).toBe(false);
    }
    const list = body<TPage<TUpload>>(await call('bv2admin', 'GET', `${U}?size=200`)).data;
    expect(list.data.some((r) => r.hospital_id === A)).toBe(false);
    // Uploading into A is refused before the file is read.
    expect((await upload('bv2admin', { filename: 'x.png', data: PNG }, A)).statusCode).toBe(403);
    expect((await t.database.db.selectFrom('upload').select('ten_tep').where('upload_id', '=', fileA.upload_id).executeTakeFirstOrThrow()).ten_tep).toBe('rieng A.png');
  });

  it('lets staff download only their hospital’s logo, and upload nothing', async () => {
    expect((await call('nhanvien01', 'GET', `${U}/${fileA.upload_id}/file`)).statusCode).toBe(403);
    await t.database.db.updateTable('hospital').set({ logo_upload_id: fileA.upload_id }).where('hospital_id', '=', A).execute();
    try {
      expect((await call('nhanvien01', 'GET', `${U}/${fileA.upload_id}/file`)).statusCode).toBe(200);
      expect((await call('nhanvien01', 'GET', `${U}/${fileA.upload_id}`)).statusCode).toBe(403);
      expect((await upload('nhanvien01', { filename: 'x.png', data: PNG }, A)).statusCode).toBe(403);
      // A file in use as a logo is not deleted.
      const del = await call('bvadmin', 'DELETE', `${U}/${fileA.upload_id}`);
      expect(del.statusCode).toBe(409);
      expect(body(del).message).toMatch(/logo/);
    } finally {
      await t.database.db.updateTable('hospital').set({ logo_upload_id: null }).where('hospital_id', '=', A).execute();
    }
  });

  it('keeps product-wide files to system administrators, readable by every uploads manager', async () => {
    const refused = await upload('bvadmin', { filename: 'chung.png', data: PNG });
    expect(refused.statusCode).toBe(403);
    expect(body(refused).message).toMatch(/quản trị hệ thống/);
    const shared = await uploaded('admin', { filename: 'chung.png', data: PNG });
    expect(shared.hospital_id).toBeNull();
    const list = body<TPage<TUpload>>(await call('bv2admin', 'GET', `${U}?size=200`)).data;
    expect(list.data.some((r) => r.upload_id === shared.upload_id)).toBe(true);
    expect((await call('bv2admin', 'GET', `${U}/${shared.upload_id}/file`)).statusCode).toBe(200);
    expect((await call('bv2admin', 'DELETE', `${U}/${shared.upload_id}`)).statusCode).toBe(403);
  });
});

describe('download, rename, list, delete', () => {
  it('sends a Vietnamese name with quotes safely in Content-Disposition', async () => {
    // A browser writes a quote in a multipart file name as %22 (HTML's form encoding).
    const row = await uploaded('bvadmin', { filename: 'Báo cáo %22quý%22 1.pdf', data: PDF }, A);
    expect(row.ten_tep).toBe('Báo cáo "quý" 1.pdf');
    const res = await call('bvadmin', 'GET', `${U}/${row.upload_id}/file`);
    expect(res.headers['content-disposition']).toBe(`attachment; filename="Bao cao _quy_ 1.pdf"; filename*=UTF-8''B%C3%A1o%20c%C3%A1o%20%22qu%C3%BD%22%201.pdf`);
    expect(res.headers['content-type']).toBe('application/pdf');
  });

  it('renames within the type’s extension and edits the description, audited; bad input changes nothing', async () => {
    const row = await uploaded('bvadmin', { filename: 'cu.png', data: PNG }, A);
    const wrongExt = await call('bvadmin', 'PUT', U, { upload_id: row.upload_id, hospital_id: A, ten_tep: 'moi.pdf', mo_ta: null });
    expect(wrongExt.statusCode).toBe(400);
    expect(body<{ errors: { path: string }[] }>(wrongExt).data.errors[0]!.path).toBe('ten_tep');
    for (const bad of [{ ten_tep: '' }, { ten_tep: 'a/b.png' }, { ten_tep: 'x'.repeat(300) + '.png' }, { hospital_id: B, ten_tep: 'moi.png' }]) {
      const res = await call('bvadmin', 'PUT', U, { upload_id: row.upload_id, hospital_id: A, mo_ta: null, ...bad });
      expect([400, 403]).toContain(res.statusCode);
    }
    const ok = await call('bvadmin', 'PUT', U, { upload_id: row.upload_id, hospital_id: A, ten_tep: 'Ảnh mới.png', mo_ta: 'Sảnh chính' });
    expect(ok.statusCode).toBe(200);
    expect(body<TUpload>(ok).data).toMatchObject({ ten_tep: 'Ảnh mới.png', mo_ta: 'Sảnh chính' });
    const audit = await t.database.db
      .selectFrom('audit_log')
      .select(['action', 'changes'])
      .where('entity', '=', 'upload')
      .where('entity_id', '=', String(row.upload_id))
      .orderBy('audit_log_id')
      .execute();
    expect(audit.map((a) => a.action)).toEqual(['create', 'update']);
  });

  it('lists newest first, paged, searchable by name, images or documents only', async () => {
    const a = await uploaded('bvadmin', { filename: 'tim-kiem-xyz.png', data: PNG }, A);
    const page = body<TPage<TUpload>>(await call('bvadmin', 'GET', `${U}?hospitalId=${A}&keyword=tim-kiem-xyz`)).data;
    expect(page.data.map((r) => r.upload_id)).toEqual([a.upload_id]);
    const first = body<TPage<TUpload>>(await call('bvadmin', 'GET', `${U}?hospitalId=${A}&size=2`)).data;
    expect(first.data).toHaveLength(2);
    expect(first.total).toBeGreaterThan(2);
    expect(first.data[0]!.upload_id).toBeGreaterThan(first.data[1]!.upload_id);
    const images = body<TPage<TUpload>>(await call('bvadmin', 'GET', `${U}?hospitalId=${A}&loai=image&size=200`)).data;
    expect(images.data.every((r) => r.la_anh)).toBe(true);
    const docs = body<TPage<TUpload>>(await call('bvadmin', 'GET', `${U}?hospitalId=${A}&loai=document&size=200`)).data;
    expect(docs.data.length).toBeGreaterThan(0);
    expect(docs.data.some((r) => r.la_anh)).toBe(false);
  });

  it('deletes a file no one uses, with an audit row', async () => {
    const row = await uploaded('bvadmin', { filename: 'xoa.png', data: PNG }, A);
    expect((await call('bvadmin', 'DELETE', `${U}/${row.upload_id}`)).statusCode).toBe(200);
    expect((await call('bvadmin', 'GET', `${U}/${row.upload_id}/file`)).statusCode).toBe(404);
    const audit = await t.database.db
      .selectFrom('audit_log')
      .select('action')
      .where('entity', '=', 'upload')
      .where('entity_id', '=', String(row.upload_id))
      .where('action', '=', 'delete')
      .execute();
    expect(audit).toHaveLength(1);
  });
});
