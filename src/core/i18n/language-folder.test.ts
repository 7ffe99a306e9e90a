import { afterEach, describe, expect, it, vi } from 'vitest';

/**
 * Issue 31: the loader imports the page's language's copy of the release's files
 * (src/core/i18n/language-folder.ts), decided once per page.
 */
async function folderFor(config: Record<string, unknown>): Promise<string> {
  vi.resetModules();
  vi.stubGlobal('storeWidgetsConfig', config);
  const { languageFolder } = await import('./language-folder');
  return languageFolder();
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the page’s language folder', () => {
  it('is the language’s for fr-ca, nl-nl and es-es, none for English and the pseudo-locale', async () => {
    expect(await folderFor({ host: 'shop.example.ca', localePath: 'fr' })).toBe('fr/');
    expect(await folderFor({ host: 'shop.example.nl' })).toBe('nl/');
    expect(await folderFor({ host: 'shop.example.es' })).toBe('es/');
    expect(await folderFor({ host: 'shop.example.ca' })).toBe('');
    expect(await folderFor({ host: 'shop.example.com' })).toBe('');
    expect(await folderFor({ host: 'shop.example.ca', localePath: 'en-xa' })).toBe('');
    expect(await folderFor({ host: 'unknown.example' })).toBe('');
  });

  it('stays what it was first: every file of a page comes from one folder', async () => {
    vi.resetModules();
    vi.stubGlobal('storeWidgetsConfig', { host: 'shop.example.ca', localePath: 'fr' });
    const { languageFolder } = await import('./language-folder');
    expect(languageFolder()).toBe('fr/');
    vi.stubGlobal('storeWidgetsConfig', { host: 'shop.example.com' });
    expect(languageFolder()).toBe('fr/');
  });
});
