export { ReviewWidget } from "./components/ReviewWidget/ReviewWidget";
export type { ReviewWidgetProps } from "./components/ReviewWidget/ReviewWidget";
export { SxzScoreElement, defineScoreElement, ELEMENT_NAME } from "./element";
export type { WidgetEventMap, WidgetEventName } from "./events";
export { WIDGET_EVENTS } from "./events";
export type { RequestConfig, RequestFunction, RequestResponse } from "./api/request";
export { BusyError, EnvelopeError } from "./api/request";
export type { WidgetAttributes } from "./model/attributes";
export type { RatingMessages } from "./i18n/rating-messages";
