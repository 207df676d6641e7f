import { platformRequest, platformSignIn } from "@sxz/client/fetch";
import type { RequestLayer } from "./request-layer-part";

/**
 * The default request layer inside the standalone `<sxz-score>` file (in place of `request-layer-on-use.ts`):
 * a page without a host request function sends the widget's first calls as soon as the file has run, not one
 * chunk (and the bundler's runtime chunk) later. Handed over as it is, not in a promise, so a call reaches `fetch`
 * at once. See the reviews README, "The request layer inside the element's file".
 */
export const loadRequestLayer = (): RequestLayer => ({ platformRequest, platformSignIn });
