import { surveyPermissions } from '../shared/permissions';
import { author } from '../test/render';
import { versionRow } from '../test/fixtures';
import { restoreBody, versionActions } from './version-actions';

const authorPerms = surveyPermissions(author);
const readerPerms = surveyPermissions({ ...author, chuc_nang: ['KHAO_SAT_XEM'] });

describe('versionActions', () => {
  it('offers a running version everything but start', () => {
    expect(versionActions(versionRow(), authorPerms)).toEqual([
      'detail',
      'campaign',
      'edit',
      'duplicate',
      'copyLink',
      'parts',
      'questions',
      'composites',
      'hospitals',
      'staff',
      'participation',
      'groups',
      'invite',
      'remind',
      'pause',
      'close',
      'hide',
      'delete',
    ]);
  });

  it('starts a version not started yet, and reopens a paused one, without mails', () => {
    const notStarted = versionActions(versionRow({ started_at: null }), authorPerms);
    expect(notStarted).toContain('start');
    expect(notStarted).not.toContain('invite');
    const paused = versionActions(versionRow({ status_khao_sat: 3 }), authorPerms);
    expect(paused).toEqual(expect.arrayContaining(['start', 'close']));
    expect(paused).not.toContain('pause');
  });

  it('keeps a closed version final: no edit, start, mail or close', () => {
    const a = versionActions(versionRow({ status_khao_sat: 2 }), authorPerms);
    expect(a).not.toEqual(expect.arrayContaining(['edit']));
    for (const x of ['edit', 'start', 'invite', 'pause', 'close', 'hospitals', 'staff']) expect(a).not.toContain(x);
    expect(a).toEqual(expect.arrayContaining(['detail', 'hide', 'delete']));
  });

  it('lets a hidden version be viewed, restored or deleted only', () => {
    expect(versionActions(versionRow({ tam_ngung: true }), authorPerms)).toEqual(['detail', 'restore', 'delete']);
  });

  it('gives readers links only (and the vote link to copy), and campaigns to system administrators only', () => {
    expect(versionActions(versionRow(), readerPerms)).toEqual(['detail', 'campaign', 'copyLink', 'parts', 'questions', 'composites', 'participation', 'groups']);
    expect(versionActions(versionRow({ hospital_id: null }), authorPerms)).not.toContain('edit');
    expect(versionActions(versionRow({ hospital_id: null }), { ...authorPerms, systemAdmin: true })).toContain('edit');
  });
});

describe('restoreBody', () => {
  it('sends the version back unchanged (an update restores)', () => {
    const body = restoreBody(versionRow({ tam_ngung: true }));
    expect(body).toMatchObject({ phien_ban_id: 3, tieu_de_khao_sat: 'Khảo sát văn hóa an toàn 2026', time_start: '2026-03-01 07:00:00' });
    expect(body).not.toHaveProperty('hospital_id');
    expect(body).not.toHaveProperty('tam_ngung');
  });
});
