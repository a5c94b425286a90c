import { endpoints, type TBallotCardPrint } from '@hm/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { Readable } from 'node:stream';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.js';
import type { Caller } from '../../access/caller.js';
import { ServiceUnavailableError } from '../../errors/app-errors.js';
import { defineFileRoute } from '../../resources/file-route.js';
import { defineRoute, type RouteAudit } from '../../resources/route.js';
import { chromiumInstalled } from '../background-job/pdf-printer.js';
import { cardOverview, issueCards, type PrintedBatch } from './card-batches.js';
import { CardCodes } from './card-codes.js';
import { CARD_MSG } from './card-messages.js';
import { printCards } from './card-pdf.js';
import { cardVotes } from './card-vote.js';
import { printPapers } from './paper-pdf.js';

export interface BallotCardDeps {
  db: Kysely<DB>;
  publicUrl: string;
  chromiumPath: string;
  serverRoot: string;
}

/**
 * Codes tried per minute from one address (a hospital's Wi-Fi is one address for many staff):
 * enough for a ward filling in at the same time, hopeless for guessing (docs/decisions/ballot-cards.md).
 */
export const CARD_OPEN_PER_MINUTE = 20;

/** Printed ballot cards (issue 26 item 4): the manager's batches and PDF, and the card's vote. */
export async function ballotCardRoutes(app: FastifyInstance, deps: BallotCardDeps): Promise<void> {
  const { db } = deps;
  const codes = await CardCodes.load(db);
  const votes = cardVotes(db, codes);

  defineRoute(app, endpoints.ballotCardOverview, ({ query }) => cardOverview(db, query));

  const print =
    (reprint: boolean) =>
    async ({ caller, body, audit }: { caller: Caller; body: TBallotCardPrint; audit: RouteAudit }) => {
      if (!chromiumInstalled(deps.chromiumPath)) throw new ServiceUnavailableError(CARD_MSG.noChromium);
      const render =
        body.loai === 'paper'
          ? (b: PrintedBatch) => printPapers(db, b, body.phien_ban_id, { serverRoot: deps.serverRoot, chromiumPath: deps.chromiumPath })
          : (b: PrintedBatch) => printCards(b, { publicUrl: deps.publicUrl, hospitalId: body.hospital_id, serverRoot: deps.serverRoot, chromiumPath: deps.chromiumPath });
      const { batch, pdf } = await issueCards(db, codes, caller.accountId, body, reprint, render, (trx, b) =>
        // Counts only: no code, not even hashed, goes into the audit trail.
        audit(trx, {
          id: b.loId,
          hospitalId: body.hospital_id,
          phienBanId: body.phien_ban_id,
          detail: { phong_ban_id: body.phong_ban_id, loai: body.loai, so_the: b.codes.length, da_huy: b.voided, lan_in: b.lanIn },
        }),
      );
      const name = `${body.loai === 'paper' ? 'phieu-giay' : 'the-binh-chon'}-${batch.departmentName}-lan-${batch.lanIn}.pdf`;
      return { filename: name, contentType: 'application/pdf', body: Readable.from([pdf]), length: pdf.byteLength };
    };
  defineFileRoute(app, endpoints.ballotCardPrint, print(false));
  defineFileRoute(app, endpoints.ballotCardReprint, print(true));

  defineRoute(app, endpoints.ballotCardOpen, ({ body }) => votes.open(body), {
    rateLimit: { max: CARD_OPEN_PER_MINUTE, timeWindow: '1 minute', keyGenerator: (req: FastifyRequest) => `ballot-card-open|${req.ip}` },
  });
  defineRoute(app, endpoints.ballotCardCheck, ({ req, query }) => votes.check(req, query.phien_ban_id));
  defineRoute(app, endpoints.ballotCardQuestionnaire, ({ req, params }) => votes.questionnaire(req, params.language));
  defineRoute(app, endpoints.ballotCardPrivacy, ({ req }) => votes.privacy(req));
  defineRoute(app, endpoints.ballotCardDraftGet, ({ req, query }) => votes.draft(req, query.phien_ban_id));
  defineRoute(app, endpoints.ballotCardDraftSave, ({ req, body }) => votes.saveDraft(req, body), { message: 'Đã lưu phiếu nháp' });
  defineRoute(app, endpoints.ballotCardSubmit, ({ req, body }) => votes.submit(req, body), { message: 'Gửi phiếu bình chọn thành công' });
}
