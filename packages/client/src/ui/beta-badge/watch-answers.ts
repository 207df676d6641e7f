import type { AxiosInstance, AxiosResponse } from "axios";

/**
 * Hands the headers of every answer `http` receives, successful or not, to `observe` in arrival order; the
 * returned function stops watching.
 */
export function watchAnswerHeaders(
  http: Pick<AxiosInstance, "interceptors">,
  observe: (headers: unknown) => unknown,
): () => void {
  const watch = (response: AxiosResponse | undefined) => {
    if (response) void observe(response.headers);
  };
  const interceptor = http.interceptors.response.use(
    (response) => {
      watch(response);
      return response;
    },
    (error: unknown) => {
      watch((error as { response?: AxiosResponse })?.response);
      return Promise.reject(error);
    },
  );
  return () => http.interceptors.response.eject(interceptor);
}
