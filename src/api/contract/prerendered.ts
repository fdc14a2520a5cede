/**
 * The prerendered pricing page (the server draws it, the app carries on from it): the id of the
 * JSON data block holding the state the server ran, shared by both sides like the cookie names.
 */
export const PRERENDERED_ID = 'sr-prerendered';
