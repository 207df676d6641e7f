/**
 * `flushSync` of `react-dom` for the default embed (`vite.light.config.ts`): runs the callback and returns its
 * result. Preact renders the updates made in it in the microtask that follows, before the browser paints, which is
 * what the source asks of it (`dom/size-watch.ts`); `preact/compat`'s `flushSync` is the same.
 */
export function flushSync<R>(callback: () => R): R {
  return callback();
}
