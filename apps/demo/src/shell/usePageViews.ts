import { useEffect } from "react";
import { useLocation } from "react-router";
import { platform } from "../platform/client";

/** Reports one `view` event per page shown, through the client's tracking reporter (listed on /tracking). */
export function usePageViews(): void {
  const { pathname } = useLocation();
  useEffect(() => {
    platform().tracker.track({ eventCode: "demo_page_view", eventType: "view", page: location.href });
  }, [pathname]);
}
