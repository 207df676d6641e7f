import { describe, expect, it } from "vitest";
import { hexColourOr, isHexColour } from "./colour";

describe("colour values", () => {
  it("[CL-VAL-6] accept only # followed by six hexadecimal digits", () => {
    for (const good of ["#000000", "#ffffff", "#A1b2C3", "#1890ff"]) expect(isHexColour(good)).toBe(true);
    for (const bad of [
      "#fff",
      "#12345",
      "#1234567",
      "#ffffff00",
      "123456",
      "#gggggg",
      " #123456",
      "#123456 ",
      "#123456\n",
      "red",
      "rgb(0,0,0)",
      "",
      null,
      undefined,
      0x123456,
      "#12345;}body{x:y",
    ]) {
      expect(isHexColour(bad)).toBe(false);
    }
  });

  it("[CL-VAL-6] an invalid colour is replaced by the fallback", () => {
    expect(hexColourOr("#abcdef", "#000000")).toBe("#abcdef");
    expect(hexColourOr("#abc;background:url(x)", "#000000")).toBe("#000000");
  });
});
