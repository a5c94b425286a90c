import { endpoints, MESSAGES } from '@hm/contract';
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.js';
import { defineRoute } from '../../resources/route.js';
import { hospitalVersions } from './hospital-versions.js';
import { staffInvitations } from './staff-invitations.js';
import { staffRecords } from './staff-records.js';
import { pushSurvey } from './push.js';
import { surveyVersions } from './versions.js';

/** Survey versions, the hospitals running them and their staff records. */
export function surveyVersionRoutes(app: FastifyInstance, { db }: { db: Kysely<DB> }): void {
  const versions = surveyVersions(db);
  defineRoute(app, endpoints.versionList, ({ caller, query }) => versions.list(caller, query));
  defineRoute(app, endpoints.versionNew, ({ caller, query }) => versions.openForCaller(caller, query.hospitalId));
  defineRoute(app, endpoints.versionById, ({ caller, params }) => versions.detail(caller, params.id, null));
  defineRoute(app, endpoints.versionByLanguage, ({ caller, params }) => versions.forReaderOrVoter(caller, params.id, params.language));
  defineRoute(app, endpoints.versionCreate, ({ caller, body, audit }) => versions.create(caller, body, audit));
  defineRoute(app, endpoints.versionUpdate, ({ caller, body, audit }) => versions.update(caller, body, audit), { message: MESSAGES.updated });
  defineRoute(app, endpoints.versionSoftDelete, ({ caller, body, audit }) => versions.softDelete(caller, body.phien_ban_id, audit), { message: MESSAGES.deleted });
  defineRoute(
    app,
    endpoints.versionDelete,
    async ({ caller, params, audit }) => {
      await versions.remove(caller, params.id, audit);
      return { message: MESSAGES.deleted };
    },
    { message: MESSAGES.deleted },
  );
  defineRoute(app, endpoints.versionClose, ({ caller, params, body, audit }) => versions.close(caller, params.id, body.status_khao_sat, audit), { message: MESSAGES.updated });
  defineRoute(app, endpoints.versionStart, ({ caller, params, body, audit }) => versions.start(caller, params.id, body?.moi_toan_bo ?? false, audit));
  defineRoute(app, endpoints.versionStartPreview, ({ caller, params }) => versions.startPreview(caller, params.id));
  defineRoute(app, endpoints.versionCopy, ({ caller, params, body, audit }) => versions.copy(caller, params.id, body, audit));
  defineRoute(app, endpoints.versionPush, ({ caller, body, audit }) => pushSurvey(db, caller, body, audit));

  const hospitals = hospitalVersions(db);
  defineRoute(app, endpoints.hospitalVersionList, ({ caller, query }) => hospitals.list(caller, query.phien_ban_id));
  defineRoute(app, endpoints.hospitalVersionSet, ({ caller, body, audit }) => hospitals.set(caller, body.phien_ban_id, body.hospital_ids, audit), { message: MESSAGES.updated });

  const staff = staffRecords(db);
  defineRoute(app, endpoints.versionStaffGroups, ({ caller, query }) => staff.groups(caller, query.phien_ban_id));
  defineRoute(app, endpoints.staffSurveyList, ({ caller, query }) => staff.list(caller, query));
  defineRoute(app, endpoints.staffSurveyCreate, ({ caller, body, audit }) => staff.create(caller, body.phien_ban_id, body.hospital_id, body.nhan_vien_ids, audit));
  defineRoute(app, endpoints.staffSurveySync, ({ caller, body, audit }) => staff.sync(caller, body.phien_ban_id, body.hospital_id, audit));
  defineRoute(app, endpoints.staffSurveyCheck, ({ caller, query }) => staff.check(caller, query.phien_ban_id));
  defineRoute(app, endpoints.staffSurveyIneligible, ({ caller, body, audit }) => staff.setIneligible(caller, body.nhan_vien_khao_sat_id, body.ineligible, audit), {
    message: MESSAGES.updated,
  });
  const invitations = staffInvitations(db);
  defineRoute(app, endpoints.staffInvitationList, ({ caller, query }) => invitations.list(caller, query));
  defineRoute(app, endpoints.staffInviteByFilter, ({ caller, body, audit }) => invitations.inviteByFilter(caller, body, audit));
  defineRoute(
    app,
    endpoints.staffSurveyDelete,
    async ({ caller, params, audit }) => {
      await staff.remove(caller, params.id, audit);
      return { message: MESSAGES.deleted };
    },
    { message: MESSAGES.deleted },
  );
}
