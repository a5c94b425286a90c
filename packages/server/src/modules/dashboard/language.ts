import type { FastifyRequest } from 'fastify';

export type Language = 'vi' | 'en';

/** The display language of a request: its `Language` header (`vi` or `en`), Vietnamese by default. */
export function requestLanguage(req: FastifyRequest): Language {
  const h = req.headers.language;
  const v = (Array.isArray(h) ? h[0] : h)?.trim().toLowerCase();
  return v === 'en' || v?.startsWith('en-') ? 'en' : 'vi';
}
