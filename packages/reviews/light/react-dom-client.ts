import { render } from "preact";
import type { ComponentChild, ContainerNode } from "preact";

/** `createRoot` of `react-dom/client` on Preact's `render`, for the default embed (`vite.light.config.ts`). */
export function createRoot(container: ContainerNode) {
  return {
    render(children: ComponentChild) {
      render(children, container);
    },
    unmount() {
      render(null, container);
    },
  };
}
