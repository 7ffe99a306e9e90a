/**
 * The core's entrance for the layers above. Inside src/core, the element root takes the page's
 * core from page-core/ and hands it down (react/core-context.ts); nothing there imports this file.
 */
export { getCore, type Core } from './page-core/page-core';
