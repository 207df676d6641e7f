import { ConfigValueParams, ConfigValueResponse, ConfigValueWrite } from "../config-properties";
import type { ApiRouteTable } from "./api-route";
import { configPaths } from "./paths/config";

export const configRoutes = {
  configValue: {
    ...configPaths.configValue,
    id: "configValue",
    tags: ["config"],
    summary: "A config property's value",
    access: "anyone",
    params: ConfigValueParams,
    answer: ConfigValueResponse,
  },
  configValueIntranet: {
    ...configPaths.configValueIntranet,
    id: "configValueIntranet",
    tags: ["config"],
    summary: "The same, intranet product path",
    access: "anyone",
    params: ConfigValueParams,
    answer: ConfigValueResponse,
  },
  setConfigValue: {
    ...configPaths.setConfigValue,
    id: "setConfigValue",
    tags: ["config"],
    summary: "Set a config property for the admin's own school (overrides the global value there)",
    access: "admin",
    params: ConfigValueParams,
    body: ConfigValueWrite,
    answer: ConfigValueResponse,
  },
} as const satisfies ApiRouteTable<typeof configPaths>;
