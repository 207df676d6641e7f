// @sxz/client/validation: checks of values that reach CSS.
export { isHexColour, hexColourOr } from "./colour";
