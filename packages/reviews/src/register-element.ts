import { defineScoreElement } from "./element";

/**
 * `@sxz/reviews/element` (and the standalone dist/sxz-score.js): importing it registers `<sxz-score>` where
 * custom elements exist, and nowhere else (server-side rendering imports it without a DOM). It also brings the
 * element's JSX typing (`ScoreElementProps`) into the importing project.
 */
export { SxzScoreElement, defineScoreElement, ELEMENT_NAME } from "./element";
export type { ScoreElementAttributes, ScoreElementProps } from "./element-jsx";

if (typeof customElements !== "undefined") defineScoreElement();
