import type { Page } from '@playwright/test';
import { expect, footer, header, test, widgetsReady } from './fixtures';

/**
 * Issue 31: a page downloads the texts of its own language only (scripts/build/catalogs-by-language.mjs).
 * An English page's files hold no French, Dutch or Spanish; a French page's are the French copies
 * of the same files, its texts in them: no extra request, and its widgets show French from their
 * first content on, never English first.
 */

/** One text of the core's catalog (src/core/i18n/core.messages.ts, in the runtime) per language. */
const TRY_AGAIN = { en: 'Try again', fr: 'Réessayer', nl: 'Opnieuw proberen', es: 'Reintentar' };
/** The account menu's "Sign in" (src/widgets/account-menu/account-menu.messages.ts). */
const SIGN_IN = { en: 'Sign in', fr: 'Se connecter', nl: 'Inloggen', es: 'Iniciar sesión' };

type Language = keyof typeof TRY_AGAIN;

/** The page's scripts (our release's files), by path, with their bodies, until the page is idle. */
async function loadScripts(page: Page, url: string) {
  const scripts = new Map<string, string>();
  page.on('response', (response) => {
    const path = new URL(response.url()).pathname;
    if (!path.startsWith('/widgets/') || !path.endsWith('.js')) return;
    void response.text().then(
      (body) => scripts.set(path, body),
      () => scripts.set(path, ''),
    );
  });
  await page.goto(url);
  await widgetsReady(page);
  await page.waitForLoadState('networkidle');
  return scripts;
}

const inRelease = (paths: Iterable<string>) =>
  [...paths].filter((path) => path.startsWith('/widgets/releases/'));

test.describe('only the page’s language ships', () => {
  test('an English page requests no other language’s texts', async ({ page, errors }) => {
    const scripts = await loadScripts(page, '/?mockFlags=0');
    expect(inRelease(scripts.keys()).length).toBeGreaterThan(3);
    expect(
      inRelease(scripts.keys()).filter((path) => /\/releases\/[^/]+\/(fr|nl|es)\//.test(path)),
    ).toEqual([]);
    const bodies = [...scripts.values()].join('\n');
    expect(bodies).toContain(TRY_AGAIN.en);
    for (const language of ['fr', 'nl', 'es'] as const) {
      expect(bodies).not.toContain(TRY_AGAIN[language]);
      expect(bodies).not.toContain(SIGN_IN[language]);
    }
    await expect(header(page).getByRole('button', { name: SIGN_IN.en })).toBeVisible();
    expect(errors.pageErrors).toEqual([]);
  });

  for (const [site, language] of [
    ['fr-ca', 'fr'],
    ['nl-nl', 'nl'],
    ['es-es', 'es'],
  ] as const satisfies readonly (readonly [string, Language])[]) {
    test(`a ${language} page gets its texts with the same requests as an English page, and no other language`, async ({
      page,
      browser,
      errors,
    }) => {
      const english = await browser.newPage();
      const englishScripts = inRelease((await loadScripts(english, '/?mockFlags=0')).keys());
      await english.close();

      const scripts = await loadScripts(page, `/?site=${site}&mockFlags=0`);
      const own = inRelease(scripts.keys());
      // Every file of the release from the language's folder: the same files, no extra request.
      expect(own.filter((path) => !path.includes(`/${language}/`))).toEqual([]);
      expect(own.length).toBeLessThanOrEqual(englishScripts.length + 1);
      const bodies = [...scripts.values()].join('\n');
      expect(bodies).toContain(TRY_AGAIN[language]);
      for (const other of ['fr', 'nl', 'es'] as const) {
        if (other !== language) expect(bodies).not.toContain(TRY_AGAIN[other]);
      }
      await expect(header(page).getByRole('button', { name: SIGN_IN[language] })).toBeVisible();
      await expect(footer(page).locator('footer')).toHaveAttribute('data-state', 'loaded');
      expect(errors.pageErrors).toEqual([]);
    });
  }

  test('a French page shows French from its first content on, never English first', async ({
    page,
  }) => {
    // Every text the account menu shows, from its first frame with content: the texts come in the
    // same file as its code, so there is no English to replace.
    await page.addInitScript(() => {
      const seen: string[] = [];
      (window as typeof window & { __accountMenuTexts?: string[] }).__accountMenuTexts = seen;
      const record = () => {
        const menu = document
          .querySelector('store-header')
          ?.shadowRoot?.querySelector('store-account-menu');
        const text = menu?.shadowRoot?.querySelector('button')?.textContent?.trim();
        if (text && seen.at(-1) !== text) seen.push(text);
        requestAnimationFrame(record);
      };
      requestAnimationFrame(record);
    });
    await page.goto('/?site=fr-ca&mockFlags=0');
    await widgetsReady(page);
    await expect(header(page).getByRole('button', { name: SIGN_IN.fr })).toBeVisible();
    // The recorder reads on animation frames: the button can be visible before the next one runs.
    const recorded = () =>
      page.evaluate(
        () =>
          (window as typeof window & { __accountMenuTexts?: string[] }).__accountMenuTexts ?? [],
      );
    await expect.poll(async () => (await recorded()).length).toBeGreaterThan(0);
    const texts = await recorded();
    expect(texts.filter((text) => text.includes(SIGN_IN.en))).toEqual([]);
  });
});
