import { afterEach, beforeAll, describe, expect, it } from "vitest";
import { render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { seedBulkReviews } from "../../../server/src/db/seed/bulk-reviews";
import { ReviewWidget } from "../../src/components/ReviewWidget/ReviewWidget";
import "../../src/register-element";
import type { SxzScoreElement } from "../../src/element";
import type { WidgetEventName } from "../../src/events";
import type { RequestFunction } from "../../src/api/request";
import { requestAs, ratingSuite } from "./real-server";

const world = ratingSuite();
const RESOURCE = "lesson-report";
const THANKS = "Thanks for the report — we'll look into it.";
let learner: RequestFunction;

beforeAll(async () => {
  await seedBulkReviews(world.server.app.database.db, { resourceId: RESOURCE, count: 3 });
  learner = await requestAs(world.server, "learner");
}, 60_000);
afterEach(() => document.body.replaceChildren());

async function reportFirstReview(root: HTMLElement | ShadowRoot) {
  const user = userEvent.setup();
  const cards = () => root.querySelectorAll<HTMLElement>("[id^=sxz-review-]");
  await waitFor(() => expect(cards().length).toBeGreaterThan(0), { timeout: 8000 });
  await user.click(within(cards()[0]!).getByRole("button", { name: "More actions" }));
  await user.click(await within(root as HTMLElement).findByRole("menuitem", { name: "Report" }));
}

describe("report feedback", () => {
  it("[RW-ROLE-4] [RW-ENT-8] React: a report thanks the learner unless the host's onEvent answers false for reportCallback", async () => {
    const reported: unknown[] = [];
    const props = {
      request: learner,
      resourceId: RESOURCE,
      moduleId: "course",
      sxzLang: "en_US" as const,
      search: "",
      isModal: false,
      showReport: true,
    };
    const first = render(
      <ReviewWidget
        {...props}
        onEvent={(name: WidgetEventName, detail: unknown) => void (name === "reportCallback" && reported.push(detail))}
      />,
    );
    await reportFirstReview(document.body);
    expect(reported).toHaveLength(1);
    await waitFor(() => expect(screen.getByRole("status")).toHaveTextContent(THANKS));
    first.unmount();

    const taken: unknown[] = [];
    render(
      <ReviewWidget
        {...props}
        onEvent={(name: WidgetEventName, detail: unknown) => {
          if (name !== "reportCallback") return undefined;
          taken.push(detail);
          return false;
        }}
      />,
    );
    await reportFirstReview(document.body);
    expect(taken).toHaveLength(1);
    // The thanks would be shown by the same handler that emitted the event (`taken` proves it ran), in the click.
    expect(screen.getByRole("status")).toBeEmptyDOMElement();
  });

  it("[RW-ROLE-4] [RW-ENT-8] <sxz-score>: reportCallback is cancelable; preventDefault() leaves the report to the host, otherwise the widget thanks the learner", async () => {
    const mount = () => {
      const holder = document.createElement("div");
      holder.innerHTML = `<sxz-score resource-id="${RESOURCE}" module-id="course" sxz-lang="en_US" show-report></sxz-score>`;
      document.body.append(holder);
      const element = holder.querySelector("sxz-score") as SxzScoreElement;
      element.defaultAxios = learner;
      return element;
    };
    const heard: CustomEvent[] = [];
    const listen = (event: Event) => heard.push(event as CustomEvent);
    document.addEventListener("reportCallback", listen);
    try {
      const plain = mount();
      await reportFirstReview(plain.shadowRoot!);
      expect(heard).toHaveLength(1);
      expect(heard[0]!.cancelable).toBe(true);
      await waitFor(() =>
        expect(within(plain.shadowRoot as unknown as HTMLElement).getByRole("status")).toHaveTextContent(THANKS),
      );
      plain.remove();

      const taken = mount();
      taken.addEventListener("reportCallback", (event) => event.preventDefault());
      await reportFirstReview(taken.shadowRoot!);
      expect(heard).toHaveLength(2);
      expect(heard[1]!.defaultPrevented).toBe(true);
      // As above: the thanks would come from the handler that dispatched the event.
      expect(within(taken.shadowRoot as unknown as HTMLElement).getByRole("status")).toBeEmptyDOMElement();
    } finally {
      document.removeEventListener("reportCallback", listen);
    }
  });
});
