import { BAD_CHARACTER_MESSAGE, hasUnstorableCharacter } from '@hm/contract';
import type { FastifyInstance } from 'fastify';
import { ValidationError } from '../errors/app-errors.js';

/** Deeper than any request of the product (a vote: body → answers → answer → values is 4). */
export const MAX_INPUT_DEPTH = 32;
export const TOO_DEEP_MESSAGE = 'Dữ liệu gửi lên lồng nhau quá sâu';

/**
 * The first problem of a parsed input, or null: a string (value or key) holding a character the
 * database cannot store (NUL, an unpaired surrogate), or nesting deeper than `MAX_INPUT_DEPTH`.
 * Iterative, so 10,000 nested arrays cost a loop, not the stack. Only plain JSON values are
 * walked (a multipart stream or a buffer is not).
 */
export function inputProblem(input: unknown): string | null {
  const stack: [unknown, number][] = [[input, 0]];
  while (stack.length) {
    const [value, depth] = stack.pop()!;
    if (typeof value === 'string') {
      if (hasUnstorableCharacter(value)) return BAD_CHARACTER_MESSAGE;
      continue;
    }
    if (value === null || typeof value !== 'object') continue;
    const plain = Array.isArray(value) || Object.getPrototypeOf(value) === Object.prototype || Object.getPrototypeOf(value) === null;
    if (!plain) continue;
    if (depth >= MAX_INPUT_DEPTH) return TOO_DEEP_MESSAGE;
    if (Array.isArray(value)) {
      for (const v of value) stack.push([v, depth + 1]);
    } else {
      for (const [k, v] of Object.entries(value)) {
        if (hasUnstorableCharacter(k)) return BAD_CHARACTER_MESSAGE;
        stack.push([v, depth + 1]);
      }
    }
  }
  return null;
}

/**
 * Refuses, before any schema or handler sees it, a request whose path parameters, query or body
 * hold a character the database cannot store, whatever the route's schemas say: one rule for
 * every endpoint, present and future (a NUL reaching PostgreSQL is a 500; an unpaired surrogate
 * is silently stored as U+FFFD, or refused in jsonb). The contract's text schemas refuse the same
 * characters, with the same message, so forms say it before sending.
 */
export function registerInputGuard(app: FastifyInstance): void {
  app.addHook('preValidation', async (req) => {
    const problem = inputProblem(req.params) ?? inputProblem(req.query) ?? inputProblem(req.body);
    if (problem) throw new ValidationError(problem);
  });
}
