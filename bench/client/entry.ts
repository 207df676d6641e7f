// The page of the client benchmark: the real client layer, and a bare axios instance for comparison.
import axios from "axios";
import type { AxiosInstance } from "axios";
import { createPlatformClient } from "@sxz/client";
import type { PlatformClient } from "@sxz/client";

declare global {
  interface Window {
    sxz: PlatformClient;
    bareAxios: AxiosInstance;
    navigations: string[];
  }
}

window.navigations = [];
window.sxz = createPlatformClient({ navigate: (url) => window.navigations.push(url) });
window.bareAxios = axios.create();
document.body.dataset.ready = "true";
