import { createElement } from "preact";
import { act } from "preact/test-utils";
import { describe, expect, it } from "vitest";
import { createRoot } from "../../light/react-dom-client";

describe("createRoot on Preact's render (the default embed)", () => {
  it("renders into its container, renders again in place, and empties it on unmount", async () => {
    const container = document.createElement("div");
    const root = createRoot(container);
    await act(() => root.render(createElement("p", { id: "first" }, "one")));
    const paragraph = container.querySelector("p");
    expect(paragraph?.textContent).toBe("one");
    await act(() => root.render(createElement("p", { id: "first" }, "two")));
    expect(container.querySelector("p")).toBe(paragraph);
    expect(paragraph?.textContent).toBe("two");
    await act(() => root.unmount());
    expect(container.childNodes).toHaveLength(0);
  });
});
