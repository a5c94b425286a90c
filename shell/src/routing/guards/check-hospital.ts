import { accessDenied, type Guard, PASS } from './guard';

/** `check-hospital`: pages about the user's own hospital need an account linked to one. */
export const checkHospital: Guard = (ctx) => (ctx.user?.hospital ? PASS : accessDenied(ctx, 'hospital'));
