import { AUDIT_ACTION_LABELS, AUDIT_ENTITY_LABELS, auditActionLabel, auditEntityLabel } from './audit-labels.js';
import { endpoints } from './endpoints/index.js';
import type { ResourceDef } from './resource.js';
import { RESOURCES } from './resources/index.js';

const declared = Object.values(endpoints).flatMap((e) => ('audit' in e && e.audit ? [[e.audit.entity, e.audit.action] as const] : []));

describe('audit trail words', () => {
  it('names every entity and action the endpoint table declares', () => {
    expect(declared.length).toBeGreaterThan(30);
    for (const [entity, action] of declared) {
      expect([entity, Object.hasOwn(AUDIT_ENTITY_LABELS, entity)]).toEqual([entity, true]);
      expect([action, Object.hasOwn(AUDIT_ACTION_LABELS, action)]).toEqual([action, true]);
    }
  });

  it('names every resource', () => {
    for (const r of RESOURCES as readonly ResourceDef[]) {
      const entity = r.auditEntity ?? r.name;
      expect([entity, Object.hasOwn(AUDIT_ENTITY_LABELS, entity)]).toEqual([entity, true]);
    }
  });

  it('reads a slug in vi and en, and an unknown one as words', () => {
    expect(auditActionLabel('tai-bao-cao-phan-hoi', 'vi')).toBe('Tải báo cáo phản hồi');
    expect(auditActionLabel('tai-bao-cao-phan-hoi', 'en')).toBe('Download feedback report');
    expect(auditActionLabel('xoa-het_du-lieu', 'vi')).toBe('Xoa het du lieu');
    expect(auditEntityLabel('someNewThing', 'en')).toBe('Some new thing');
    expect(auditEntityLabel(null, 'vi')).toBe('');
  });
});
