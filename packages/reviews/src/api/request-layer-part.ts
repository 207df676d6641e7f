import type { PlatformFetch, PlatformSignIn } from "@sxz/client/fetch";

/** What the widget takes from the request layer: the page's platform request function and its sign-in. */
export interface RequestLayer {
  platformRequest: PlatformFetch;
  platformSignIn: PlatformSignIn;
}

/**
 * The default request layer for the library build: `@sxz/client/fetch` imported on first use, so a React host that
 * passes its own request function (usually the full client's) never downloads it. The standalone `<sxz-score>`
 * files bundle it instead (`request-layer-in-entry.ts`, swapped in by `vite.standalone.ts`), which hands it over
 * at once rather than in a promise: either is this function's answer.
 */
export const loadRequestLayer: () => RequestLayer | Promise<RequestLayer> = () => import("@sxz/client/fetch");
