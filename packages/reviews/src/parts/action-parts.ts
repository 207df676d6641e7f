import { createPart } from "../part";

// One chunk, fetched after the first paint or on use, seen from the two places that add its styles: the widget's
// shell (the toast's look, the sparkle) and the list (the menu's popup, the image viewer), each right after its
// own sheet. A `ReviewList` rendered alone by a host adds only the list's. Both import the same module: one
// request, and a failed fetch is tried again by whichever is used next.
const actionParts = () => import("./ActionParts");

/** What the widget's shell shows after an action: the toast's full look and the sparkle after a 5-star rating. */
export const widgetActionPart = createPart(() =>
  actionParts().then((parts) => ({ ...parts, css: parts.widgetPartCss })),
);

/** What the list shows after an action: a card's options menu popup and the full-screen image viewer. */
export const listActionPart = createPart(() => actionParts().then((parts) => ({ ...parts, css: parts.listPartCss })));
