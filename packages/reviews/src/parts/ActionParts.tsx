import { alertCss } from "../components/Alert/Alert.styles";
import { imageViewerCss } from "../components/ImageViewer/ImageViewer.styles";
import { menuPopupCss } from "../components/OptionsMenu/MenuPopup.styles";
import { sparkleCss } from "../components/Sparkle/Sparkle";
import { toastCardCss } from "../components/Toast/ToastCard.styles";

// Their styles are modules of their own: a module the start file imports any of goes whole into the start file.
// What the widget shows only after the reader did something: an image opened from its thumbnail, a card's options
// menu opened, a toast's full look, the sparkle after a 5-star rating, the alert of a reader who may not rate yet.
// Small each, so one chunk (`action-parts.ts`).
export { Alert } from "../components/Alert/Alert";
export { ImageViewer } from "../components/ImageViewer/ImageViewer";
export { MenuPopup } from "../components/OptionsMenu/MenuPopup";
export { Sparkle } from "../components/Sparkle/Sparkle";

/** The styles the widget's shell adds after its own sheet (the toast's look, the sparkle and the blocked-rating alert). */
export const widgetPartCss = [toastCardCss, sparkleCss, alertCss].join("\n");
/** The styles the list adds after its own sheet (the menu's popup and the image viewer). */
export const listPartCss = [menuPopupCss, imageViewerCss].join("\n");
