import { fragmentParam } from '@hm/contract';

/**
 * The invitation token of a `/ChungThuc#t=…` link. It travels in the fragment, which browsers
 * never send to a server (nor in a Referer header).
 * @example tokenFromFragment('#t=12.abcDEF_-') // '12.abcDEF_-'
 * @example tokenFromFragment('') // null
 */
export const tokenFromFragment = (hash: string): string | null => fragmentParam(hash, 't');
