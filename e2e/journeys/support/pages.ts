import { expect } from "@playwright/test";
import type { Page } from "@playwright/test";
import { COURSE, TENANT } from "./site";

export interface SitePage {
  name: string;
  path: string;
  /** Waits until the page shows its content (widgets loaded), so a scan sees the real page. */
  ready: (page: Page) => Promise<void>;
}

const heading = async (page: Page) => {
  await expect(page.getByRole("main").getByRole("heading", { level: 1 }).first()).toBeVisible();
};
const widgets = (count: number) => async (page: Page) => {
  await heading(page);
  await expect(page.getByTestId("review-count")).toHaveCount(count);
  await expect(page.locator('[id^="sxz-review-"]').first()).toBeVisible();
};

/** Every page of the demo site. */
export const SITE_PAGES: SitePage[] = [
  {
    name: "home",
    path: "/",
    ready: async (page) => void (await expect(page.locator(".course-card").first()).toBeVisible()),
  },
  { name: "course-element", path: `/courses/${COURSE}`, ready: widgets(1) },
  { name: "course-react", path: `/courses/${COURSE}/react`, ready: widgets(1) },
  { name: "login", path: "/login/index", ready: heading },
  { name: "mobile-login", path: "/commonUsage/loginPage.htm", ready: heading },
  { name: "disable-login", path: "/disableLogin", ready: heading },
  { name: "disable", path: "/disable", ready: heading },
  { name: "insufficient-permissions", path: "/insufficient-permissions", ready: heading },
  { name: "feedback", path: `/feedback/${TENANT}`, ready: heading },
  { name: "first-access-verification", path: "/h5/weportal/#/firstAccessVerification", ready: heading },
  { name: "my-reviews", path: "/my-reviews", ready: heading },
  { name: "admin", path: "/admin", ready: widgets(1) },
  { name: "upload", path: "/upload", ready: heading },
  {
    name: "tracking",
    path: "/tracking",
    ready: async (page) => void (await expect(page.getByText(/events received/)).toBeVisible()),
  },
  { name: "gallery", path: "/gallery", ready: widgets(8) },
  { name: "not-found", path: "/no-such-page", ready: heading },
];

export const VARIANTS = ["external", "internal"] as const;
export const LAYOUTS = ["desktop", "mobile"] as const;
export const THEMES = ["light", "dark"] as const;

export interface ViewVariant {
  variant: (typeof VARIANTS)[number];
  layout: (typeof LAYOUTS)[number];
  theme: (typeof THEMES)[number];
}

/**
 * A covering array of strength two over the three settings: four of the eight combinations, in which every pair of
 * values of any two settings (internal with mobile, mobile with dark, …) occurs. Every layout × theme pair occurs
 * once, so a page whose look does not depend on the widget's variant is seen in each of its four states; the widget
 * itself runs all eight combinations in e2e/widget/variants.spec.ts, and the gallery page shows all eight at once.
 */
export const PAIRWISE_VARIANTS: ViewVariant[] = [
  { variant: "internal", layout: "desktop", theme: "light" },
  { variant: "internal", layout: "mobile", theme: "dark" },
  { variant: "external", layout: "desktop", theme: "dark" },
  { variant: "external", layout: "mobile", theme: "light" },
];

const SETTINGS = ["variant", "layout", "theme"] as const;
const VALUES = { variant: VARIANTS, layout: LAYOUTS, theme: THEMES };
for (const first of SETTINGS) {
  for (const second of SETTINGS.filter((setting) => setting !== first)) {
    for (const a of VALUES[first]) {
      for (const b of VALUES[second]) {
        if (!PAIRWISE_VARIANTS.some((view) => view[first] === a && view[second] === b))
          throw new Error(`PAIRWISE_VARIANTS has no view with ${first} ${a} and ${second} ${b}`);
      }
    }
  }
}

export const MOBILE_VIEWPORT = { width: 390, height: 844 };
export const DESKTOP_VIEWPORT = { width: 1280, height: 800 };
