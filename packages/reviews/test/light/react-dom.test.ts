import { createElement, render } from "preact";
import { useState } from "preact/hooks";
import { act } from "preact/test-utils";
import { describe, expect, it } from "vitest";
import { flushSync } from "../../light/react-dom";

describe("flushSync on Preact (the default embed)", () => {
  it("runs the callback, returns its result, and renders what it set within the current task (in the microtask after it)", async () => {
    const container = document.createElement("div");
    let set: (value: string) => void = () => {};
    function Shown() {
      const [value, setValue] = useState("before");
      set = setValue;
      return createElement("p", null, value);
    }
    await act(() => render(createElement(Shown, null), container));
    const result = flushSync(() => {
      set("after");
      return 42;
    });
    expect(result).toBe(42);
    // No timer or frame in between: one microtask later the update is in the DOM.
    await Promise.resolve();
    expect(container.textContent).toBe("after");
    render(null, container);
  });
});
