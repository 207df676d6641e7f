import type { GiveScoreBody } from "@sxz/contract";
import type { RatingDraft } from "./rating-state";
import type { WidgetAttributes } from "./attributes";

const FROM_ATTRIBUTE_OR_QUERY = [
  "moduleId",
  "resourceType",
  "source",
  "courseId",
  "appId",
  "appType",
  "classId",
] as const;

/**
 * The publish payload (RW-ENT-4): the draft plus each field from the widget attribute, else the page query
 * parameter of the same name. Empty values are left out. The text is trimmed at both ends when sent.
 */
export function publishPayload(draft: RatingDraft, attributes: WidgetAttributes, search: string): GiveScoreBody {
  const query = new URLSearchParams(search);
  const pick = (name: string, attribute: string | undefined) => {
    const value = attribute?.trim() || query.get(name)?.trim();
    return value ? value : undefined;
  };
  const body: GiveScoreBody = {
    resourceId: pick("resourceId", attributes.resourceId) ?? "",
    score: draft.score,
    content: draft.text.trim(),
    message: draft.tags.join(","),
  };
  for (const name of FROM_ATTRIBUTE_OR_QUERY) {
    const value = pick(name, attributes[name]);
    if (value !== undefined) body[name] = value;
  }
  return body;
}

/** The resource id from the attribute, else the query parameter (the same rule as the payload). */
export function resolveResourceId(attributes: WidgetAttributes, search: string): string {
  return attributes.resourceId?.trim() || new URLSearchParams(search).get("resourceId")?.trim() || "";
}

export function resolveModuleId(attributes: WidgetAttributes, search: string): string {
  return attributes.moduleId?.trim() || new URLSearchParams(search).get("moduleId")?.trim() || "";
}
