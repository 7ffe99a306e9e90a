import { expect, it } from 'vitest';

// Vite's config resolution sets NODE_ENV when unset; a process that read the facts and then starts
// a build (the release e2e builds) must not hand that build "development".
it('reading the widgets’ facts leaves NODE_ENV as it found it', async () => {
  const saved = process.env.NODE_ENV;
  delete process.env.NODE_ENV;
  try {
    const { loadWidgetFacts } = await import('../../scripts/build/widget-facts.mjs');
    const facts = await loadWidgetFacts();
    expect(Object.keys(facts)).toContain('store-quick-order');
    expect(process.env.NODE_ENV).toBeUndefined();
  } finally {
    process.env.NODE_ENV = saved;
  }
});
