// A failed file is asked for again from a new URL: browsers remember a failed module under its URL
// (docs/decisions/core-load-retries.md). Loader code.
let retries = 0;

export function importAgain<T>(load: () => Promise<T>, attempt = 0): Promise<T> {
  return load().catch((error: unknown) => {
    if (attempt > 1) throw error;
    const failed = /\w+:\/\/[^\s?#]+?\.js/.exec(String(error))?.[0];
    const again = failed
      ? () => import(/* @vite-ignore */ `${failed}?retry=${++retries}`) as Promise<T>
      : load;
    return new Promise((resolve) => setTimeout(resolve, 1000 * 3 ** attempt)).then(() =>
      importAgain(again, attempt + 1),
    );
  });
}
