// Server-side rendering as a Next.js or Remix host does it: the widget and the element entry imported without a
// DOM, <ReviewWidget> rendered to HTML by react-dom/server.
import { createElement, version } from "react";
import { renderToString } from "react-dom/server";
import { ReviewWidget } from "@sxz/reviews";
import "@sxz/reviews/element";

const html = renderToString(createElement(ReviewWidget, { resourceId: "course-intro", moduleId: "course", sxzLang: "en_US", isPermission: true, isProgress: true }));
if (html.length < 50 || !html.startsWith("<")) {
  console.error(`React ${version}: unexpected HTML: ${html}`);
  process.exit(1);
}
console.info(`React ${version}: ${html.length} characters of HTML`);
