// The request function a plain host page hands `<sxz-score>` as its `defaultAxios`, as page code: fetch-based, of
// axios's shape (answers `{ status, data }`; a refused call throws an error carrying `response`), with the bearer
// token `tokenExpression` (page code, read at each call) gives, if any. The browser tests' host page
// (e2e/widget-list/host.ts) and the benchmarks' (bench/widget/host-page.mjs) both define it from here.

/** `async function request(config) { … }`, to be put into a page's module script. */
export const hostRequestFunction = (tokenExpression) => `async function request(config) {
  const url = new URL(config.url, location.origin);
  for (const [key, value] of Object.entries(config.params ?? {})) if (value !== undefined) url.searchParams.set(key, String(value));
  const headers = { ...(config.headers ?? {}) };
  const token = ${tokenExpression};
  if (token) headers.authorization = "Bearer " + token;
  const init = { method: config.method, headers };
  if (config.data !== undefined) { headers["content-type"] = "application/json"; init.body = JSON.stringify(config.data); }
  const response = await fetch(url, init);
  const data = await response.json().catch(() => null);
  if (!response.ok) { const error = new Error("HTTP " + response.status); error.response = { status: response.status, data }; throw error; }
  return { status: response.status, data };
}`;
