// Server-side rendering as a Next.js or Remix host does it: the widget and the element entry imported without a
// DOM, <ReviewWidget> rendered to HTML by react-dom/server.
import { createElement, version } from "react";
import { renderToString } from "react-dom/server";
import { ReviewWidget } from "@sxz/reviews";
import "@sxz/reviews/element";

// A warning React prints while rendering (console.error) is a failure: hosts see it in every server log.
const warnings = [];
console.error = (...args) => warnings.push(args.map(String).join(" "));
const html = renderToString(
  createElement(ReviewWidget, {
    resourceId: "course-intro",
    moduleId: "course",
    sxzLang: "en_US",
    isPermission: true,
    isProgress: true,
  }),
);
if (warnings.length) {
  process.stderr.write(`React ${version}: rendering warned:\n${warnings.join("\n")}\n`);
  process.exit(1);
}
if (html.length < 50 || !html.startsWith("<")) {
  process.stderr.write(`React ${version}: unexpected HTML: ${html}\n`);
  process.exit(1);
}
console.info(`React ${version}: ${html.length} characters of HTML`);
