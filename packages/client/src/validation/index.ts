export { isHexColour, hexColourOr } from "./colour";
