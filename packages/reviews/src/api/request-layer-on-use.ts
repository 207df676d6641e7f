/**
 * The default request layer for the library build: `@sxz/client/fetch` imported on first use, so a React host that
 * passes its own request function (usually the full client's) never downloads it. The standalone `<sxz-score>`
 * files bundle it instead (`request-layer-in-entry.ts`, swapped in by `vite.standalone.ts`).
 */
export const loadRequestLayer = () => import("@sxz/client/fetch");
