/**
 * Build: V8's explicit compile hint (`//# allFunctionsCalledOnLoad`, Chromium 136 and later) on the
 * files whose code runs as soon as it arrives: the loader, the shared runtime and each widget's
 * element chunk (loaded only when its tag is on the page, and rendered at once). V8 then compiles
 * all their functions with the file (a file big enough to stream, while it streams in, off the
 * main thread) instead of parsing each one again, on the main thread, the first time it is called.
 * Issue 14: the home page's header and footer showed their content 54 ms sooner at 4x CPU (the
 * median of eight alternating runs, which ranged from 108 ms sooner to 4 ms later). Chunks loaded
 * later for one use (a dialog, the flag SDK, a phone field's metadata) keep V8's lazy default:
 * much of their code may never run. Other engines read the line as a comment.
 *
 * Added by Rolldown's `postBanner`, after minification (which would strip the comment), as the
 * file's first line, where V8 looks for it; Rolldown shifts the source map to match.
 */
export const COMPILE_HINT = '//# allFunctionsCalledOnLoad';

/** Chunks whose functions run on load: the loader (and the npm package's per-tag entries), the
 * runtime, Rolldown's helpers and every `*.element` chunk. */
const RUN_ON_LOAD = /^(runtime|rolldown-runtime|queries|[\w-]+\.element)$/;

/** Rolldown `output.postBanner`: the hint for the chunks that run on load, nothing for the rest. */
export function compileHintBanner(chunk) {
  return chunk.isEntry || RUN_ON_LOAD.test(chunk.name) ? COMPILE_HINT : '';
}
