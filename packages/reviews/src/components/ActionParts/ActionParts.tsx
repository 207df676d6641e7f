import { alertCss } from "../Alert/Alert.styles";
import { imageViewerCss } from "../ImageViewer/ImageViewer.styles";
import { menuPopupCss } from "../OptionsMenu/MenuPopup.styles";
import { sparkleCss } from "../Sparkle/Sparkle";
import { toastCardCss } from "../Toast/ToastCard.styles";

// Their styles are modules of their own: a module the start file imports any of goes whole into the start file.
// What the widget shows only after the reader did something: an image opened from its thumbnail, a card's options
// menu opened, a toast's full look, the sparkle after a 5-star rating, the alert of a reader who may not rate yet.
// Small each, so one chunk (`action-parts.ts`).
export { Alert } from "../Alert/Alert";
export { ImageViewer } from "../ImageViewer/ImageViewer";
export { MenuPopup } from "../OptionsMenu/MenuPopup";
export { Sparkle } from "../Sparkle/Sparkle";

/** The styles the widget's shell adds after its own sheet (the toast's look, the sparkle and the blocked-rating alert). */
export const widgetPartCss = [toastCardCss, sparkleCss, alertCss].join("\n");
/** The styles the list adds after its own sheet (the menu's popup and the image viewer). */
export const listPartCss = [menuPopupCss, imageViewerCss].join("\n");
