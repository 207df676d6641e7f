// The kit's one way to load code on use: the client's services and the widget's parts both go through it.
export { loadOnUse } from "./load-on-use";
