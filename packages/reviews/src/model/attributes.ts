/**
 * The element's attributes (RW-ENT-7) read into typed options. HTML lowercases attribute names, so each is
 * matched case-insensitively and with or without hyphens: `resourceId`, `resourceid` and `resource-id` are
 * the same attribute. defaultAxios is a property (a function cannot be an attribute).
 */
export const STRING_ATTRIBUTES = [
  "moduleId",
  "resourceId",
  "scoreTip",
  "scoreFixedId",
  "scrollDom",
  "courseId",
  "appId",
  "appType",
  "classId",
  "resourceType",
  "source",
  "scoreId",
  "scorePlaceholder",
  "sxzLang",
  "theme",
  "mode",
  "scrollBottom",
  "limitWords",
  "courseLink",
  "progress",
] as const;
export const BOOLEAN_ATTRIBUTES = [
  "isPermission",
  "isProgress",
  "isAdmin",
  "isSkin",
  "isIntranet",
  "isDev",
  "isMobile",
  "isProd",
  "disableToast",
  "isModal",
  "showReport",
] as const;

type StringName = Exclude<(typeof STRING_ATTRIBUTES)[number], "progress">;
type BooleanName = (typeof BOOLEAN_ATTRIBUTES)[number];

export type WidgetAttributes = { [K in StringName]?: string } & { [K in BooleanName]?: boolean } & {
  /** The learner's study progress on the course in percent (0–100), when the host knows it: below the rating
   *  threshold the summary says what rating needs up front; without `is-progress` it decides that too. */
  progress?: string | number;
};

const byKey = new Map<string, (typeof STRING_ATTRIBUTES)[number] | BooleanName>(
  [...STRING_ATTRIBUTES, ...BOOLEAN_ATTRIBUTES].map((name) => [attributeKey(name), name]),
);

/** `resource-id`, `resourceId`, `RESOURCEID` → "resourceid". */
export function attributeKey(name: string): string {
  return name.replace(/[-_]/g, "").toLowerCase();
}

/** Every spelling worth observing: the lowercased name and the kebab-case name. */
export function observedAttributeNames(): string[] {
  const names = new Set<string>();
  for (const name of [...STRING_ATTRIBUTES, ...BOOLEAN_ATTRIBUTES]) {
    names.add(name.toLowerCase());
    names.add(name.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`));
  }
  return [...names];
}

/** A boolean attribute is true when present (empty) or "true", false when "false" (any case). */
export function parseBoolean(value: string): boolean {
  const normal = value.trim().toLowerCase();
  return normal !== "false" && normal !== "0";
}

/** Options from raw attributes (name → value); unknown names are ignored, later spellings win. */
export function readAttributes(raw: Iterable<readonly [string, string]>): WidgetAttributes {
  const options: Record<string, string | boolean> = {};
  for (const [name, value] of raw) {
    const known = byKey.get(attributeKey(name));
    if (!known) continue;
    options[known] = (BOOLEAN_ATTRIBUTES as readonly string[]).includes(known) ? parseBoolean(value) : value;
  }
  return options as WidgetAttributes;
}
