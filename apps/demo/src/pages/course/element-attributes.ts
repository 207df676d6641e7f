import type { WidgetSettings } from "./widget-settings";

const flag = (value: boolean) => (value ? "true" : "false");

/** The widget settings as <sxz-score> attributes (RW-ENT-7); undefined removes an attribute. */
export function elementAttributes(settings: WidgetSettings): Record<string, string | undefined> {
  return {
    resourceid: settings.resourceId,
    moduleid: settings.moduleId,
    isintranet: flag(settings.variant === "internal"),
    ismobile: flag(settings.layout === "mobile"),
    theme: settings.theme,
    "sxz-lang": settings.language,
    isadmin: flag(settings.isAdmin),
    ispermission: flag(settings.isPermission),
    isprogress: flag(settings.isProgress),
    scoretip: settings.scoreTip,
  };
}
