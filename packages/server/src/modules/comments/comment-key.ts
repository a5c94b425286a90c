import { createHmac } from 'node:crypto';

/**
 * The key of a comment (one free-text answer): HMAC-SHA256 of its response id and question id
 * under a key derived from the server's signing secret, 22 base64url characters. Stable (a tag
 * finds its comment again), and it names nothing: not the response (the tag table cannot be
 * joined to the response's other answers, unit or position), and, unlike a sequence or the
 * response id's own order, no order of submission (docs/decisions/comments.md).
 * @example const key = commentKeys(secret); key('0b9f…', 41) // 'q3Vv0dJ3b2…'
 */
export function commentKeys(secret: Uint8Array): (ketQuaId: string, cauhoiId: number) => string {
  const k = createHmac('sha256', Buffer.from(secret)).update('hm-comment-key/v1').digest();
  return (ketQuaId, cauhoiId) => createHmac('sha256', k).update(`${ketQuaId}:${cauhoiId}`).digest('base64url').slice(0, 22);
}
