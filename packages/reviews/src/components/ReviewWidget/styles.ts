import { themeCss } from "../../theme/tokens";
import { layoutCss } from "../../theme/layout";
import { summaryCss } from "../SummaryBox/SummaryBox.styles";
import { readOnlyStarsCss } from "../ReadOnlyStars/ReadOnlyStars.styles";
import { dialogCss } from "../RatingDialog/RatingDialog.styles";
import { starsCss } from "../Stars/Stars.styles";
import { tagsCss } from "../Tags/Tags.styles";
import { toastCss } from "../Toast/Toast.styles";
import { alertCss } from "../Alert/Alert.styles";
import { faceCss } from "../FacePicture/FacePicture.styles";
import { sparkleCss } from "../Sparkle/Sparkle";

/** Every style of the rating half, in one <style> of the widget's root (inside the shadow root for the element). */
export const widgetCss = [themeCss, layoutCss, readOnlyStarsCss, summaryCss, dialogCss, starsCss, tagsCss, toastCss, alertCss, faceCss, sparkleCss].join("\n");
