"use client";
// The React entry is a client boundary: a React Server Components host (Next.js App Router) that imports
// ReviewWidget renders it as a client component, never evaluates it among its server components.
export { ReviewWidget } from "./components/ReviewWidget/ReviewWidget";
export type { ReviewWidgetProps } from "./components/ReviewWidget/ReviewWidget";
export { SxzScoreElement, defineScoreElement, ELEMENT_NAME } from "./element";
export type { WidgetEventMap, WidgetEventName } from "./events";
export { WIDGET_EVENTS } from "./events";
export type { RequestConfig, RequestFunction, RequestResponse } from "./api/request";
export { BusyError, EnvelopeError } from "./api/request";
export type { WidgetAttributes } from "./model/attributes";
export type { RatingMessages } from "./i18n/rating-messages";
// The review list alone, for React hosts that lay out the summary themselves.
export { ReviewList } from "./components/ReviewList/ReviewList";
export type {
  DeleteOrAddDetail,
  ListClickEvent,
  ReportDetail,
  ReviewListProps,
  ToastType,
} from "./components/ReviewList/ReviewList";
export type { ListMessages } from "./i18n/list-messages";
// The list's calls, with the writes' calls loaded with the list's editors (`parts/list-parts.ts`).
export { createListApiWithParts as createListApi } from "./parts/list-parts";
export type { ListApi, ReviewPageQuery } from "./api/list";
export { createRequester } from "./api/request";
export type { Requester } from "./api/request";
export { loadMessages } from "./i18n/load";
export type { WidgetMessages } from "./i18n/load";
// Hosts whose page is not on the API's origin: the widget's calls through their request function, to that API.
export { withBaseUrl } from "./api/base-url";
