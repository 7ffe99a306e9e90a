/**
 * `[USER_KEY, userId]` is one user's reads in every locale. A file of its own: the profile page
 * refreshes them (src/auth/profile/names-changed.ts) without the read itself, which is the
 * session's code (vite.config.ts, SESSION_API_MODULES) and never a visitor's.
 */
export const USER_KEY = 'user';
