import { afterEach, describe, expect, it } from "vitest";
import { within } from "@testing-library/react";
import axios from "axios";
import "../../src/register-element";
import type { SxzScoreElement } from "../../src/element";
import type { RequestFunction } from "../../src/api/request";
import { login, ratingSuite, recording } from "../rating/real-server";

const world = ratingSuite();
afterEach(() => document.body.replaceChildren());

/** A host's axios instance that knows nothing of the API's address: paths stay paths unless base-url applies. */
async function hostAxios(username: string): Promise<RequestFunction> {
  const token = await login(world.server, username);
  return axios.create({ adapter: "http", headers: { authorization: `Bearer ${token}` } }) as unknown as RequestFunction;
}

describe("<sxz-score base-url>", () => {
  it("[RW-API-8] with base-url every call of the host's request function goes to the API at that address", async () => {
    document.body.innerHTML = `<sxz-score resource-id="course-intro" module-id="course" sxz-lang="en_US" is-modal base-url="${world.server.url}/"></sxz-score>`;
    const element = document.querySelector("sxz-score") as SxzScoreElement;
    const { request, calls } = recording(await hostAxios("learner"));
    element.defaultAxios = request;
    expect(
      await within(element.shadowRoot as unknown as HTMLElement).findByRole(
        "button",
        { name: "Want to rate" },
        { timeout: 10_000 },
      ),
    ).toBeInTheDocument();
    await expect.poll(() => calls.length).toBeGreaterThan(0);
    expect(calls.filter((call) => !call.url.startsWith(`${world.server.url}/api/`))).toEqual([]);
  });

  it("[RW-API-8] changing base-url re-renders against the new address; the same address keeps one request function", async () => {
    document.body.innerHTML = `<sxz-score resource-id="course-intro" module-id="course" sxz-lang="en_US" is-modal base-url="http://127.0.0.1:9"></sxz-score>`;
    const element = document.querySelector("sxz-score") as SxzScoreElement;
    const { request, calls } = recording(await hostAxios("learner"));
    element.defaultAxios = request;
    await expect.poll(() => calls.some((call) => call.url.startsWith("http://127.0.0.1:9/api/"))).toBe(true);
    element.setAttribute("base-url", world.server.url);
    await expect
      .poll(() => calls.some((call) => call.url.startsWith(`${world.server.url}/api/`)), { timeout: 10_000 })
      .toBe(true);
    const before = calls.length;
    element.setAttribute("score-tip", "Finish a lesson first");
    // The re-render is over once the widget acts on the new tip: the blocked learner's alert shows it.
    const shadow = within(element.shadowRoot as unknown as HTMLElement);
    (await shadow.findByRole("button", { name: "Want to rate" }, { timeout: 10_000 })).click();
    expect(await shadow.findByText("Finish a lesson first")).toBeInTheDocument();
    // Another attribute re-renders without reloading: no call went out again.
    expect(calls.length).toBe(before);
  });
});
