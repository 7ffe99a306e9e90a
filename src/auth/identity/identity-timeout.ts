/**
 * The identity server's request timeout, as the SDK words it (spec section 8). A file of its own:
 * the session's code (identity-request.ts) throws it on every signed-in page, while the rest of
 * the spec's identity messages (identity-errors.ts) serve only the sign-in code, loaded on demand.
 */
export const IDENTITY_TIMEOUT = 'Timeout';
