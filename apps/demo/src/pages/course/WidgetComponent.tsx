import { ReviewWidget } from "@sxz/reviews";
import type { WidgetSettings } from "./widget-settings";

/** The widget as a React component: the same settings as the element's attributes, given as props. */
export function WidgetComponent({ settings, mode }: { settings: WidgetSettings; mode?: "mine" }) {
  return (
    <ReviewWidget
      resourceId={settings.resourceId}
      moduleId={settings.moduleId}
      isIntranet={settings.variant === "internal"}
      isMobile={settings.layout === "mobile"}
      theme={settings.theme}
      sxzLang={settings.language}
      isAdmin={settings.isAdmin}
      isPermission={settings.isPermission}
      isProgress={settings.isProgress}
      scoreTip={settings.scoreTip}
      mode={mode}
    />
  );
}
