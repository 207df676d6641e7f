// Dependency-free rules every side applies (the client layer, the widget, the demo and the server).
export * from "./envelope";
export * from "./languages";
export * from "./messages";
export * from "./plural-rules";
export * from "./redirects";
export * from "./retry";
export * from "./storage";
export * from "./text";
export * from "./structured-data";
