import { afterEach, describe, expect, it } from "vitest";
import { waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import axios from "axios";
import { setPlatformClient } from "@sxz/client";
import type { PlatformClient } from "@sxz/client";
import "../../src/register-element";
import type { SxzScoreElement } from "../../src/element";
import { WIDGET_EVENTS } from "../../src/events";
import { axiosRequest, login, recording, requestAs, ratingSuite } from "./real-server";

const world = ratingSuite();
afterEach(() => {
  document.body.replaceChildren();
  setPlatformClient(undefined);
});

function mount(html: string): SxzScoreElement {
  const holder = document.createElement("div");
  holder.innerHTML = html;
  document.body.append(holder);
  return holder.querySelector("sxz-score")!;
}

const shadow = (element: SxzScoreElement) => within(element.shadowRoot as unknown as HTMLElement);

describe("<sxz-score>", () => {
  it("[RW-2] loading the module registers <sxz-score>, which renders the widget in its shadow root from its attributes", async () => {
    expect(customElements.get("sxz-score")).toBeDefined();
    const element = mount(
      '<sxz-score resource-id="course-intro" module-id="course" sxz-lang="en_US" is-modal></sxz-score>',
    );
    element.defaultAxios = await requestAs(world.server, "learner");
    expect(element.shadowRoot).not.toBeNull();
    expect(await shadow(element).findByRole("button", { name: "Want to rate" })).toBeInTheDocument();
    // Nothing leaks into the light DOM.
    expect(element.children).toHaveLength(0);
    expect(element.shadowRoot!.querySelectorAll("style").length).toBeGreaterThanOrEqual(2);
  });

  it("[RW-ENT-7] attributes are read in any letter case and kebab-case, and changes re-render", async () => {
    const element = mount(
      '<sxz-score RESOURCEID="course-intro" moduleId="course" sxz-lang="en_US" ismodal="true"></sxz-score>',
    );
    element.defaultAxios = await requestAs(world.server, "learner");
    const root = () => element.shadowRoot!.querySelector(".sxz-root")!;
    await shadow(element).findByRole("button", { name: "Want to rate" });
    expect(root()).toHaveAttribute("data-variant", "external");
    element.setAttribute("is-intranet", "");
    await waitFor(() => expect(root()).toHaveAttribute("data-variant", "internal"));
    element.setAttribute("is-intranet", "false");
    await waitFor(() => expect(root()).toHaveAttribute("data-variant", "external"));
    element.setAttribute("isMobile", "true");
    await waitFor(() => expect(root()).toHaveAttribute("data-layout", "mobile"));
    element.setAttribute("sxz-lang", "ar_SA");
    await waitFor(() => expect(root()).toHaveAttribute("dir", "rtl"));
    expect(await shadow(element).findByRole("button", { name: "أريد التقييم" })).toBeInTheDocument();
  });

  it("[RW-ENT-8] events are CustomEvents that bubble and cross the shadow boundary", async () => {
    const element = mount(
      '<sxz-score resource-id="course-intro" module-id="course" sxz-lang="en_US" is-modal is-permission is-progress></sxz-score>',
    );
    const heard: CustomEvent[] = [];
    for (const name of WIDGET_EVENTS) document.addEventListener(name, (event) => heard.push(event as CustomEvent));
    element.defaultAxios = await requestAs(world.server, "learner");
    await waitFor(() =>
      expect(heard.map((e) => e.type)).toEqual(expect.arrayContaining(["getScoreInfo", "listenScore"])),
    );
    const info = heard.find((e) => e.type === "getScoreInfo")!;
    expect(info).toBeInstanceOf(CustomEvent);
    expect(info.bubbles).toBe(true);
    expect(info.composed).toBe(true);
    expect(info.target).toBe(element);
    expect(info.detail).toEqual({
      totalCount: expect.any(Number),
      avgScore: expect.any(Number),
      progressList: expect.any(Array),
    });
    const user = userEvent.setup();
    await user.click(await shadow(element).findByRole("button", { name: "Want to rate" }));
    await waitFor(() => expect(heard.find((e) => e.type === "showScoreMark")?.detail).toEqual({ mode: "edit" }));
  });

  it("[RW-ROLE-1] an element without is-permission and is-progress warns instead of opening the dialog; with both true it opens", async () => {
    const user = userEvent.setup();
    const omitted = mount(
      '<sxz-score resource-id="lesson-role-attrs" module-id="course" sxz-lang="en_US" is-modal></sxz-score>',
    );
    omitted.defaultAxios = await requestAs(world.server, "learner");
    await user.click(await shadow(omitted).findByRole("button", { name: "Want to rate" }));
    expect(
      await shadow(omitted).findByText(
        "You can comment on this course only when you have completed at least 30% of the course content.",
      ),
    ).toBeInTheDocument();
    expect(omitted.shadowRoot!.querySelector('[role="dialog"]')).toBeNull();
    omitted.remove();

    const onlyOne = mount(
      '<sxz-score resource-id="lesson-role-attrs" module-id="course" sxz-lang="en_US" is-modal is-permission score-tip="Finish a lesson first"></sxz-score>',
    );
    onlyOne.defaultAxios = await requestAs(world.server, "learner");
    await user.click(await shadow(onlyOne).findByRole("button", { name: "Want to rate" }));
    expect(await shadow(onlyOne).findByText("Finish a lesson first")).toBeInTheDocument();
    expect(onlyOne.shadowRoot!.querySelector('[role="dialog"]')).toBeNull();
    onlyOne.remove();

    const both = mount(
      '<sxz-score resource-id="lesson-role-attrs" module-id="course" sxz-lang="en_US" is-modal is-permission="true" is-progress="true"></sxz-score>',
    );
    both.defaultAxios = await requestAs(world.server, "learner");
    await user.click(await shadow(both).findByRole("button", { name: "Want to rate" }));
    expect(await shadow(both).findByRole("dialog", { name: "Rate this course" })).toBeInTheDocument();
  });

  it("[RW-API-8] the host's request function is used; without one the shared platform client's http", async () => {
    const token = await login(world.server, "learner");
    const { request, calls } = recording(
      axios.create({
        baseURL: world.server.url,
        adapter: "http",
        headers: { authorization: `Bearer ${token}` },
      }) as never,
    );
    const withHost = mount(
      '<sxz-score resource-id="course-intro" module-id="course" sxz-lang="en_US" is-modal></sxz-score>',
    );
    withHost.defaultAxios = request;
    await shadow(withHost).findByTestId("review-count");
    expect(calls.map((c) => c.url)).toContain("/api/universal/v1/score/general");
    document.body.replaceChildren();

    const shared = recording(
      axios.create({
        baseURL: world.server.url,
        adapter: "http",
        headers: { authorization: `Bearer ${token}` },
      }) as never,
    );
    // The page's shared client (only its http is used by the widget).
    setPlatformClient({ http: shared.request } as unknown as PlatformClient);
    const withoutHost = mount(
      '<sxz-score resource-id="course-intro" module-id="course" sxz-lang="en_US" is-modal></sxz-score>',
    );
    await shadow(withoutHost).findByTestId("review-count");
    expect(shared.calls.map((c) => c.url)).toContain("/api/universal/v1/score/myScore");
  });

  it("[RW-2] a defaultAxios set before the element is upgraded is still used", async () => {
    const request = await requestAs(world.server, "learner");
    const element = document.createElement("div");
    element.innerHTML =
      '<sxz-score-late resource-id="course-intro" module-id="course" sxz-lang="en_US" is-modal></sxz-score-late>';
    document.body.append(element);
    const late = element.firstElementChild as HTMLElement & { defaultAxios?: unknown };
    late.defaultAxios = request;
    const { SxzScoreElement } = await import("../../src/element");
    customElements.define("sxz-score-late", class extends SxzScoreElement {});
    await within(late.shadowRoot as unknown as HTMLElement).findByTestId("review-count");
  });
  it("[RW-DLG-5] a host's uploadImage property stores the attached picture, and the published review carries its URL", async () => {
    const token = await login(world.server, "learner");
    const element = mount(
      '<sxz-score resource-id="lesson-host-upload" module-id="course" sxz-lang="en_US" is-mobile is-permission="true" is-progress="true"></sxz-score>',
    );
    element.defaultAxios = axiosRequest(world.server, token);
    // The host's own way to the server's storage: its own axios, the signed ticket, then the bytes.
    const stored: string[] = [];
    element.uploadImage = async (file) => {
      const host = axios.create({
        baseURL: world.server.url,
        adapter: "http",
        headers: { authorization: `Bearer ${token}` },
      });
      const ticket = (
        await host.get("/api/km/v1/file/upload", {
          params: { bucketName: "sxz-image", module: "review", fileName: file.name },
        })
      ).data.data;
      await axios.put(ticket.url, new Uint8Array(await file.arrayBuffer()), {
        headers: ticket.headers,
        adapter: "http",
      });
      stored.push(file.name);
      return ticket.static_url as string;
    };
    expect(typeof element.uploadImage).toBe("function");
    const user = userEvent.setup();
    await user.click(await shadow(element).findByRole("button", { name: "Want to rate" }));
    const dialog = await shadow(element).findByRole("dialog");
    await user.click(within(dialog).getByRole("radio", { name: "4 stars" }));
    await user.upload(
      within(dialog).getByLabelText("Attach an image"),
      new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47, 1, 2, 3])], "diagram.png", { type: "image/png" }),
    );
    await user.click(within(dialog).getByRole("button", { name: "Submit" }));
    await waitFor(() => expect(element.shadowRoot!.querySelector('[role="dialog"]')).toBeNull());
    expect(stored).toEqual(["diagram.png"]);
    const listed = await axios.get(`${world.server.url}/api/universal/v1/score/queryMessages`, {
      params: { resourceId: "lesson-host-upload" },
      adapter: "http",
    });
    const [saved] = (listed.data as { data: { scoreInfoList: { score: number; images?: string[] }[] } }).data
      .scoreInfoList;
    expect(saved!.score).toBe(4);
    expect(saved!.images).toHaveLength(1);
    expect(saved!.images![0]).toMatch(/\/api\/km\/v1\/file\/static\//);
  });
});
