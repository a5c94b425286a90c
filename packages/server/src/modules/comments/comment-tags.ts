import type { TCommentTag } from '@hm/contract';
import type { Kysely } from 'kysely';
import type { Caller } from '../../access/caller.js';
import type { DB } from '../../db/schema.js';
import { NotFoundError, ValidationError } from '../../errors/app-errors.js';
import { COMMENT_MSG, type CommentSet } from './comment-source.js';

/**
 * Tags a readable comment with a composite of its version and flags it to the incident team (or
 * takes either back). Only a comment the caller may read can be tagged: one of a withheld group
 * is not found. Returns the row before and after for the audit.
 */
export async function tagComment(db: Kysely<DB>, caller: Caller, set: CommentSet, b: TCommentTag) {
  const comment = set.comments.find((c) => c.key === b.key);
  if (!comment) throw new NotFoundError(COMMENT_MSG.unknownComment);
  if (b.ma_composite !== null && !set.composites.some((c) => c.ma_composite === b.ma_composite))
    throw new ValidationError(COMMENT_MSG.unknownComposite, { errors: [{ path: 'ma_composite', message: COMMENT_MSG.unknownComposite }] });
  const before = { ma_composite: comment.ma_composite, flagged: comment.flagged };
  await db
    .insertInto('y_kien_nhan')
    .values({ phien_ban_id: b.phien_ban_id, hospital_id: b.hospital_id, ma_y_kien: b.key, ma_composite: b.ma_composite, chuyen_su_co: b.flagged, updated_by: caller.accountId })
    .onConflict((oc) =>
      oc
        .columns(['phien_ban_id', 'hospital_id', 'ma_y_kien'])
        .doUpdateSet({ ma_composite: b.ma_composite, chuyen_su_co: b.flagged, updated_by: caller.accountId, updated_at: new Date() }),
    )
    .execute();
  return { before, after: { ma_composite: b.ma_composite, flagged: b.flagged } };
}
