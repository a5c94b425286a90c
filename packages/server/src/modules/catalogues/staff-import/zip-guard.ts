import { createInflateRaw } from 'node:zlib';

const LOCAL_HEADER = 0x04034b50;
const CENTRAL_HEADER = 0x02014b50;
const END_OF_CENTRAL = 0x06054b50;
const DATA_DESCRIPTOR = 0x08074b50;
const DESCRIPTOR_SIGNATURE = Buffer.from([0x50, 0x4b, 0x07, 0x08]);
const ZIP64_MARK = 0xffffffff;

/** Why an upload is not a zip we will hand to the xlsx reader. */
export class ZipRefused extends Error {
  constructor(readonly reason: 'not-zip' | 'too-large') {
    super(reason === 'not-zip' ? 'not a readable zip' : 'inflates beyond the limit');
  }
}

/** Whether the bytes start as a zip does (an xlsx is one); the name and MIME type prove nothing. */
export const startsLikeZip = (bytes: Buffer): boolean => bytes.length >= 30 && bytes.readUInt32LE(0) === LOCAL_HEADER;

interface CentralEntry {
  name: string;
  method: number;
  compressed: number;
  size: number;
  offset: number;
}

/**
 * Checks an uploaded zip before exceljs reads it, against zip bombs: every entry is inflated
 * here (counted, not kept) and the total may not pass `maxInflated`. A streaming zip reader
 * (unzipper) walks the local headers one after another, so the check also asks that the
 * entries of the central directory tile the file exactly (nothing hidden between them), that
 * each entry's sizes agree between its local header, the central directory and what it really
 * inflates to, and that no data-descriptor signature appears inside an entry whose size the
 * local header leaves open (unzipper would stop there and read smuggled bytes as a new entry).
 * Stored or deflated entries only, no zip64 or encryption: an xlsx needs none of them.
 * @example await assertSafeZip(bytes, 64 * 1024 * 1024); // throws ZipRefused
 */
export async function assertSafeZip(bytes: Buffer, maxInflated: number, maxEntries = 1000): Promise<void> {
  if (!startsLikeZip(bytes)) throw new ZipRefused('not-zip');
  const { entries, centralStart } = readCentralDirectory(bytes, maxEntries);
  entries.sort((a, b) => a.offset - b.offset);
  let expected = 0;
  let total = 0;
  for (const e of entries) {
    if (e.offset !== expected || e.offset + 30 > centralStart || bytes.readUInt32LE(e.offset) !== LOCAL_HEADER) throw new ZipRefused('not-zip');
    const flags = bytes.readUInt16LE(e.offset + 6);
    const method = bytes.readUInt16LE(e.offset + 8);
    const localCompressed = bytes.readUInt32LE(e.offset + 18);
    const dataStart = e.offset + 30 + bytes.readUInt16LE(e.offset + 26) + bytes.readUInt16LE(e.offset + 28);
    const dataEnd = dataStart + e.compressed;
    const sizeOpen = (flags & 0x08) !== 0 && localCompressed === 0;
    if (method !== e.method || (flags & 0x01) !== 0 || dataEnd > centralStart) throw new ZipRefused('not-zip');
    if (!sizeOpen && localCompressed !== e.compressed) throw new ZipRefused('not-zip');
    if (sizeOpen && bytes.indexOf(DESCRIPTOR_SIGNATURE, dataStart) !== dataEnd) throw new ZipRefused('not-zip');
    const inflated = method === 0 ? e.compressed : method === 8 ? await inflatedLength(bytes.subarray(dataStart, dataEnd), maxInflated - total) : -1;
    if (inflated !== e.size) throw new ZipRefused('not-zip');
    total += inflated;
    expected = dataEnd + (flags & 0x08 ? descriptorLength(bytes, dataEnd) : 0);
  }
  if (expected !== centralStart) throw new ZipRefused('not-zip');
}

/**
 * The entry names of a zip's central directory (call `assertSafeZip` first for the rest): what an
 * upload's type is told by (an xlsx has `xl/workbook.xml`, a docx `word/document.xml`).
 * @example zipEntryNames(bytes).includes('[Content_Types].xml')
 */
export function zipEntryNames(bytes: Buffer, maxEntries = 1000): string[] {
  if (!startsLikeZip(bytes)) throw new ZipRefused('not-zip');
  return readCentralDirectory(bytes, maxEntries).entries.map((e) => e.name);
}

function readCentralDirectory(bytes: Buffer, maxEntries: number): { entries: CentralEntry[]; centralStart: number } {
  const end = findEndOfCentral(bytes);
  const count = bytes.readUInt16LE(end + 10);
  const centralSize = bytes.readUInt32LE(end + 12);
  const centralStart = bytes.readUInt32LE(end + 16);
  if (count === 0 || count > maxEntries || centralStart === ZIP64_MARK || centralStart + centralSize > end) throw new ZipRefused('not-zip');
  const entries: CentralEntry[] = [];
  let p = centralStart;
  for (let i = 0; i < count; i++) {
    if (p + 46 > end || bytes.readUInt32LE(p) !== CENTRAL_HEADER) throw new ZipRefused('not-zip');
    const e = {
      name: bytes.toString('utf8', p + 46, p + 46 + bytes.readUInt16LE(p + 28)),
      method: bytes.readUInt16LE(p + 10),
      compressed: bytes.readUInt32LE(p + 20),
      size: bytes.readUInt32LE(p + 24),
      offset: bytes.readUInt32LE(p + 42),
    };
    if (e.compressed === ZIP64_MARK || e.size === ZIP64_MARK || e.offset === ZIP64_MARK) throw new ZipRefused('not-zip');
    entries.push(e);
    p += 46 + bytes.readUInt16LE(p + 28) + bytes.readUInt16LE(p + 30) + bytes.readUInt16LE(p + 32);
  }
  return { entries, centralStart };
}

/** The end-of-central-directory record: the last 22 bytes, or earlier when a comment follows it. */
function findEndOfCentral(bytes: Buffer): number {
  for (let p = bytes.length - 22; p >= Math.max(0, bytes.length - 22 - 0xffff); p--) {
    if (bytes.readUInt32LE(p) === END_OF_CENTRAL) return p;
  }
  throw new ZipRefused('not-zip');
}

/** A data descriptor after an entry: crc and both sizes, with or without its signature. */
const descriptorLength = (bytes: Buffer, at: number): number => (at + 4 <= bytes.length && bytes.readUInt32LE(at) === DATA_DESCRIPTOR ? 16 : 12);

/** How many bytes a raw deflate stream inflates to; refuses as soon as it passes `limit`. */
function inflatedLength(data: Buffer, limit: number): Promise<number> {
  return new Promise((resolve, reject) => {
    const inflate = createInflateRaw();
    let n = 0;
    inflate.on('data', (chunk: Buffer) => {
      n += chunk.length;
      if (n > limit) {
        inflate.destroy();
        reject(new ZipRefused('too-large'));
      }
    });
    inflate.on('end', () => resolve(n));
    inflate.on('error', () => reject(new ZipRefused('not-zip')));
    inflate.end(data);
  });
}
