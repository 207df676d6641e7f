/** `#` followed by exactly six hexadecimal digits (CL-VAL-6); no shorthand, alpha, names or functions. */
const HEX_COLOUR = /^#[0-9a-fA-F]{6}$/;

export function isHexColour(value: unknown): value is string {
  return typeof value === "string" && HEX_COLOUR.test(value);
}

/**
 * The value when it is a valid colour, otherwise the fallback; for theme colours that arrive from
 * configuration or attributes and end up in CSS, where anything else could break out of the declaration.
 */
export function hexColourOr(value: unknown, fallback: string): string {
  return isHexColour(value) ? value : fallback;
}
