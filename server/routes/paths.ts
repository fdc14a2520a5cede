/** Spec §7: product, payment and promotion calls live under this prefix. */
export const PC = '/api/v2/ch/pc';
