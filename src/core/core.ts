// The core's entrance for the layers above; nothing inside src/core imports it.
export { getCore, type Core } from './page-core/page-core';
