export * from "./envelope";
export * from "./health";
export * from "./languages";
