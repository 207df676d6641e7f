// The upload steps and the resume store: one chunk, loaded by the first upload of the page, so a client that never
// uploads never downloads them (the uploader's controls and errors stay in the core: a task is returned at once).
export { uploadChunked } from "./chunked";
export { uploadDocument } from "./document";
export { uploadSimple } from "./simple";
export { createResumeStore } from "./resume-store";
