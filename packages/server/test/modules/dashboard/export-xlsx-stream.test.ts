import { randomBytes } from 'node:crypto';
import ExcelJS from 'exceljs';
import { streamWorkbook } from '../../../src/http/xlsx-stream.js';

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const BATCHES = 30;
const ROWS = 2000;

/** A workbook of BATCHES × ROWS rows written batch by batch, awaiting the flow between batches. */
function bigWorkbook(progress: { batches: number; error: unknown }) {
  return streamWorkbook(
    async (workbook, flow) => {
      const sheet = workbook.addWorksheet('Dữ liệu');
      for (let b = 0; b < BATCHES; b++) {
        for (let i = 0; i < ROWS; i++) sheet.addRow([`R${b}-${i}`, b, i, randomBytes(48).toString('base64'), 'văn bản có dấu']).commit();
        progress.batches = b + 1;
        await flow(sheet);
      }
      sheet.commit();
    },
    (e) => {
      progress.error = e;
    },
  );
}

describe('streamed xlsx', () => {
  it('holds the writer back while the client does not read (backpressure), then completes a valid file', async () => {
    const progress = { batches: 0, error: null as unknown };
    const body = bigWorkbook(progress);
    // Nothing read: the writer stops after a few batches (a few MB held) instead of buffering the whole file.
    let held = -1;
    for (let i = 0; i < 20 && progress.batches !== held; i++) {
      held = progress.batches;
      await sleep(1000);
    }
    expect(progress.batches).toBe(held);
    expect(held).toBeGreaterThan(0);
    expect(held).toBeLessThan(25);
    const chunks: Buffer[] = [];
    for await (const c of body) chunks.push(c as Buffer);
    expect(progress.batches).toBe(BATCHES);
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(Buffer.concat(chunks) as unknown as ArrayBuffer);
    const sheet = wb.worksheets[0]!;
    expect(sheet.name).toBe('Dữ liệu');
    expect(sheet.rowCount).toBe(BATCHES * ROWS);
    expect(sheet.getRow(BATCHES * ROWS).getCell(1).value).toBe(`R${BATCHES - 1}-${ROWS - 1}`);
    expect(progress.error).toBeNull();
  });

  it('stops writing when the client goes away, without reporting an error', async () => {
    const progress = { batches: 0, error: null as unknown };
    const body = bigWorkbook(progress);
    body.on('error', () => undefined);
    body.once('data', () => body.destroy());
    body.resume();
    await sleep(500);
    const stoppedAt = progress.batches;
    await sleep(500);
    expect(progress.batches).toBe(stoppedAt);
    expect(progress.batches).toBeLessThan(BATCHES);
    expect(progress.error).toBeNull();
  });
});
