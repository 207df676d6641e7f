// The page of the client benchmark: the real client layer, a bare axios instance for comparison, and an axios
// instance with the client's request pipeline installed (`@sxz/client/axios`), whose adapter can answer at once.
import axios from "axios";
import type { AxiosInstance } from "axios";
import { createPlatformClient } from "@sxz/client";
import type { PlatformClient } from "@sxz/client";
import { installPlatformPipeline } from "@sxz/client/axios";

declare global {
  interface Window {
    sxz: PlatformClient;
    bareAxios: AxiosInstance;
    pipedAxios: AxiosInstance;
    navigations: string[];
  }
}

window.navigations = [];
window.sxz = createPlatformClient({ navigate: (url) => window.navigations.push(url) });
window.bareAxios = axios.create();
window.pipedAxios = axios.create();
installPlatformPipeline(window.pipedAxios, window.sxz);
document.body.dataset.ready = "true";
