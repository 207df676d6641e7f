// Tables of cases for the shared rules, imported by each package's tests (`@sxz/contract/rule-cases`).
export * from "./envelope";
export * from "./languages";
export * from "./messages";
export * from "./redirects";
export * from "./retry";
export * from "./storage";
export * from "./text";
