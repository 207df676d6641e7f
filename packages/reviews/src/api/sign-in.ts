import type { PlatformSignIn } from "@sxz/client/fetch";
import { loadRequestLayer } from "./request-layer-part";

/** Whether someone is signed in on the page, and the way in for a visitor: the client layer's (`@sxz/client/fetch`). */
export type SignIn = PlatformSignIn;

/**
 * The page's sign-in from the request layer: the full client's session when the page has one, else the lean
 * core's; the login routing itself loads only when a visitor asks to sign in.
 */
export function pageSignIn(): Promise<SignIn> {
  const layer = loadRequestLayer();
  return layer instanceof Promise
    ? layer.then(({ platformSignIn }) => platformSignIn)
    : Promise.resolve(layer.platformSignIn);
}
