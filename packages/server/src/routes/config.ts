import type { FastifyPluginAsyncTypebox } from "@fastify/type-provider-typebox";
import type { FastifyRequest } from "fastify";
import { ApiCode, ConfigValueParams, ConfigValueResponse, ConfigValueWrite } from "@sxz/contract";
import { readConfigValue, writeConfigValue } from "../domain/config/properties";
import { requestedTenant } from "../domain/schools/lookup";
import { ok } from "../http/envelope";
import { requestLanguage, translate } from "../i18n/messages";
import { requireAdmin } from "../plugins/authenticate";

/**
 * Remote configuration (CL-API-4): `GET …/configProperty/open/value/{key}`, also under `/sxz` for the intranet
 * product. The value is the stored text (often JSON); an unknown key answers HTTP 200 with code -100.
 */
export const configRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const db = app.database.db;

  const read = async (request: FastifyRequest<{ Params: { key: string } }>) => {
    const value = await readConfigValue(db, request.params.key, requestedTenant(request));
    if (value === undefined) {
      return { code: ApiCode.CONFIG_EMPTY, data: null, message: translate(requestLanguage(request.headers, request.query), "configEmpty") };
    }
    return ok(request, value);
  };
  const schema = { tags: ["config"], params: ConfigValueParams, response: { 200: ConfigValueResponse } };
  app.get("/api/foundation/configProperty/open/value/:key", { schema: { ...schema, summary: "A config property's value" } }, read);
  app.get("/sxz/api/foundation/configProperty/open/value/:key", { schema: { ...schema, summary: "The same, intranet product path" } }, read);

  app.put(
    "/api/foundation/configProperty/value/:key",
    {
      schema: {
        tags: ["config"],
        security: [{ bearer: [] }],
        summary: "Set a config property for the admin's own school (overrides the global value there)",
        params: ConfigValueParams,
        body: ConfigValueWrite,
        response: { 200: ConfigValueResponse },
      },
    },
    async (request) => {
      const auth = requireAdmin(request);
      await writeConfigValue(db, request.params.key, auth.tenantId, request.body.value);
      return ok(request, request.body.value);
    },
  );
};
