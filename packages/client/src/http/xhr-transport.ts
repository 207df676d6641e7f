import { bodyOf, callControl, fullUrl, parseText } from "./transport";
import type { HttpAnswer, Transport } from "./transport";

/** The answer headers of an XMLHttpRequest, lower-case names. */
function headersOf(xhr: XMLHttpRequest): Record<string, string> {
  const headers: Record<string, string> = {};
  for (const line of xhr
    .getAllResponseHeaders()
    .trim()
    .split(/[\r\n]+/)) {
    const colon = line.indexOf(":");
    if (colon > 0) headers[line.slice(0, colon).trim().toLowerCase()] = line.slice(colon + 1).trim();
  }
  return headers;
}

/**
 * The transport of calls that follow their upload progress (`onUploadProgress`: uploads' parts and documents):
 * fetch reports none, XMLHttpRequest does. The same contract as the fetch transport otherwise.
 */
export const xhrTransport: Transport = (call) =>
  new Promise<HttpAnswer>((resolve, reject) => {
    const headers = new Headers(call.headers);
    const body = bodyOf(call.data, headers);
    const control = callControl(call, call.timeout ?? 0);
    const xhr = new XMLHttpRequest();
    xhr.open((call.method ?? "GET").toUpperCase(), fullUrl(call.baseURL, call), true);
    headers.forEach((value, name) => xhr.setRequestHeader(name, value));
    const type = call.responseType;
    xhr.responseType = type === "blob" || type === "arraybuffer" ? type : "text";
    const fail = (error: unknown) => {
      control.done();
      reject(control.failure(error));
    };
    control.signal.addEventListener("abort", () => xhr.abort(), { once: true });
    if (call.onUploadProgress) {
      const report = call.onUploadProgress;
      xhr.upload.addEventListener("progress", (event) =>
        report({
          loaded: event.loaded,
          total: event.lengthComputable ? event.total : undefined,
          progress: event.lengthComputable && event.total > 0 ? event.loaded / event.total : undefined,
          lengthComputable: event.lengthComputable,
        }),
      );
    }
    xhr.addEventListener("load", () => {
      control.done();
      resolve({
        status: xhr.status,
        statusText: xhr.statusText,
        headers: headersOf(xhr),
        data: xhr.responseType === "text" ? parseText(xhr.responseText, type) : (xhr.response as unknown),
        config: call,
      });
    });
    xhr.addEventListener("error", fail);
    xhr.addEventListener("abort", fail);
    xhr.addEventListener("timeout", fail);
    if (control.signal.aborted) return fail(control.signal.reason);
    xhr.send((body ?? null) as XMLHttpRequestBodyInit | null);
  });
