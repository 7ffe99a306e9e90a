/**
 * A file that fails to load is asked for twice more, each time from a new URL (`?retry=N`): browsers
 * remember a failed module under its URL (docs/decisions/core-load-retries.md). Loader code.
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
