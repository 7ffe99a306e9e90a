/** Serves a built folder (Storybook's output) for the end-to-end tests: node scripts/checks/serve-static.mjs DIR PORT */
import express from 'express';

const [dir = 'storybook-static', port = '6106'] = process.argv.slice(2);
express()
  .use(express.static(dir))
  .listen(Number(port), () => console.log(`Serving ${dir} on http://localhost:${port}/`));
