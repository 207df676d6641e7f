/** The site's login page for a layout (CL-RT-1 desktop, CL-RT-5 mobile), coming back to `returnTo`. */
export function loginPath(layout: "desktop" | "mobile", returnTo: string): string {
  const page = layout === "mobile" ? "/commonUsage/loginPage.htm" : "/login/index";
  const target = new URL(returnTo, location.origin).href;
  return `${page}?redirect=${encodeURIComponent(target)}`;
}
