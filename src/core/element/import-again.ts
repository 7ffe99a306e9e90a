/**
 * Issue 28: a file that fails to load (a connection reset on a train, a CDN edge's 502) is asked
 * for again, twice: after 1 s, then after 3 s more. Then the caller gives up and says so (the
 * widget's notice, a lazy part's notice), and the shopper's retry starts the same again.
 *
 * A retry asks for a new URL, the failed file's with `?retry=N`: Firefox 153 remembers a failed
 * module for the page's life under its URL (a second import of it fails at once, with no
 * request); Chromium 156 asks again for a failed file it was asked for, not for one another file
 * imports; WebKitGTK 2.50 asks again (measured in the three, issue 28). The failed file's URL is read from the error, which Chromium and
 * Firefox name it in; WebKit's error names none, and there the same import is made again. A file
 * that another file imports statically (a shared chunk) and that failed stays failed in Chromium
 * and Firefox until the page is reloaded: its importers ask for it by its own URL.
 *
 * `load` is a bare `import()` of one file: a retry from a new URL gives that file's module itself.
 *
 * Loader code: no React, no core. The runtime's lazy parts use the loader's copy (scripts/build/release.mjs).
 */
/** Every retry's URL is new, across all files and all retries of the page. */
let retries = 0;

export function importAgain<T>(load: () => Promise<T>, attempt = 0): Promise<T> {
  return load().catch((error: unknown) => {
    if (attempt > 1) throw error;
    const failed = /\w+:\/\/[^\s?#]+?\.js/.exec(String(error))?.[0];
    const again = failed
      ? () => import(/* @vite-ignore */ `${failed}?retry=${++retries}`) as Promise<T>
      : load;
    // 1 s, then 3 s.
    return new Promise((resolve) => setTimeout(resolve, 1000 * 3 ** attempt)).then(() =>
      importAgain(again, attempt + 1),
    );
  });
}
