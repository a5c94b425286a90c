import { mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { keepCountOf, rotateBackups } from '../../src/ops/backup-rotation.js';

let dir: string;
beforeEach(() => {
  dir = mkdtempSync(path.join(os.tmpdir(), 'hm-rotation-'));
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

const touch = (...names: string[]) => names.forEach((n) => writeFileSync(path.join(dir, n), 'x'));

describe('backup rotation (npm run backup -- --keep N)', () => {
  it('keeps the N newest backups of the folder, the one just written among them, and no other file is touched', () => {
    touch(
      'hm-backup-20261101-020000.dump',
      'hm-backup-20261102-020000.dump',
      'hm-backup-20261103-020000.tar.gz',
      'hm-backup-20261104-020000.dump',
      'notes.txt',
      'hm-backup-manual.dump',
    );
    const written = path.join(dir, 'hm-backup-20261105-020000.dump');
    touch(path.basename(written));
    const gone = rotateBackups(written, 3);
    expect(gone.map((f) => path.basename(f)).sort()).toEqual(['hm-backup-20261101-020000.dump', 'hm-backup-20261102-020000.dump']);
    expect(readdirSync(dir).sort()).toEqual([
      'hm-backup-20261103-020000.tar.gz',
      'hm-backup-20261104-020000.dump',
      'hm-backup-20261105-020000.dump',
      'hm-backup-manual.dump',
      'notes.txt',
    ]);
  });

  it('never deletes the backup just written, even when its name sorts before older ones (a clock set back)', () => {
    touch('hm-backup-20261110-020000.dump', 'hm-backup-20261111-020000.dump');
    const written = path.join(dir, 'hm-backup-20261101-020000.dump');
    touch(path.basename(written));
    rotateBackups(written, 1);
    expect(readdirSync(dir)).toEqual(['hm-backup-20261101-020000.dump']);
  });

  it('reads the count from --keep, else HM_BACKUP_KEEP, and refuses anything but a whole number from 1', () => {
    expect(keepCountOf(undefined, {})).toBeNull();
    expect(keepCountOf('7', { HM_BACKUP_KEEP: '3' })).toBe(7);
    expect(keepCountOf(undefined, { HM_BACKUP_KEEP: '3' })).toBe(3);
    expect(keepCountOf(undefined, { HM_BACKUP_KEEP: '' })).toBeNull();
    // `--keep` with no number after it is a mistake, not "keep all".
    for (const bad of ['0', '-1', '2.5', 'abc', '']) expect(() => keepCountOf(bad, {})).toThrow(/Số bản sao lưu giữ lại phải là số nguyên từ 1 đến 10000/);
  });
});
