import type { I18n } from "../../i18n";
import { BADGE_SIZE } from "./position";

/** The badge's button: a flask and "Beta" in the page language; its listeners and place are the view's. */
export function createBadgeButton(doc: Document, i18n: Pick<I18n, "t" | "tag">): HTMLButtonElement {
  const badge = doc.createElement("button");
  badge.type = "button";
  badge.className = "sxz-beta-badge";
  badge.dataset.sxzBetaBadge = "";
  badge.lang = i18n.tag;
  badge.style.width = badge.style.height = `${BADGE_SIZE}px`;
  badge.append(flaskIcon(doc));
  const label = doc.createElement("span");
  label.className = "sxz-beta-badge__label";
  label.textContent = i18n.t("betaBadge");
  badge.append(label);
  return badge;
}

/** A small flask, the usual sign of an experimental build; decorative (the label names the badge). */
function flaskIcon(doc: Document): SVGSVGElement {
  const svg = doc.createElementNS("http://www.w3.org/2000/svg", "svg");
  svg.setAttribute("viewBox", "0 0 24 24");
  svg.setAttribute("aria-hidden", "true");
  svg.setAttribute("focusable", "false");
  svg.setAttribute("class", "sxz-beta-badge__icon");
  const path = doc.createElementNS("http://www.w3.org/2000/svg", "path");
  path.setAttribute("d", "M9 3h6M10 3v6l-5 9a2 2 0 0 0 1.8 3h10.4a2 2 0 0 0 1.8-3l-5-9V3M7.5 15h9");
  svg.append(path);
  return svg;
}
