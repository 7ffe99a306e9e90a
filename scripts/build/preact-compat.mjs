/**
 * What `react` and `react-dom` are in Preact builds (vite.config.ts): `preact/compat`, with one
 * change, so that effects run when React runs them.
 *
 * Preact runs effects, and the cleanups of unmounted components, after the next frame (a
 * requestAnimationFrame, then a timeout). React runs them at the end of the commit when a click or
 * a key caused it, and libraries written for React count on that. floating-ui's focus manager
 * removes its focus-out listener from the trigger in such a cleanup: on Preact, Escape then Enter
 * on the mini-cart's button opened the panel, and the closed panel's listener, still on the button,
 * closed it again as the focus moved in (CI's mini-cart test; any shopper quick on the keys).
 *
 * A task (MessageChannel, as React's scheduler) was not enough: Chromium runs pending key events
 * before it. A microtask runs right after the commit, before any other event, as React's
 * synchronous flush does.
 */
import { options } from 'preact';

options.requestAnimationFrame = (flush) => queueMicrotask(flush);

export * from 'preact/compat';
export { default } from 'preact/compat';
