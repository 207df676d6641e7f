import { render } from "preact";
import { afterEach, beforeEach } from "vitest";

/** A fresh element in the document for each test, emptied through Preact and removed after it. */
export function freshPreactContainer(): () => HTMLElement {
  let container: HTMLElement;
  beforeEach(() => {
    container = document.createElement("div");
    document.body.append(container);
  });
  afterEach(() => {
    render(null, container);
    container.remove();
  });
  return () => container;
}
