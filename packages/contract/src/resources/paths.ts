/** The auth service prefix of the catalogue and administration resources. */
export const A = '/auth/v1';
