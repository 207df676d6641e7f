import type { FastifyPluginAsyncTypebox } from "@fastify/type-provider-typebox";
import type { FastifyRequest } from "fastify";
import { ApiCode, apiRoutes } from "@sxz/contract";
import { readConfigValue, writeConfigValue } from "../domain/config/properties";
import { requestedTenant } from "../domain/schools/lookup";
import { registerApiRoute } from "../http/api-route";
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
      return {
        code: ApiCode.CONFIG_EMPTY,
        data: null,
        message: translate(requestLanguage(request.headers, request.query), "configEmpty"),
      };
    }
    return ok(request, value);
  };
  registerApiRoute(app, apiRoutes.configValue, read);
  registerApiRoute(app, apiRoutes.configValueIntranet, read);

  registerApiRoute(app, apiRoutes.setConfigValue, async (request) => {
    const auth = requireAdmin(request);
    await writeConfigValue(db, request.params.key, auth.tenantId, request.body.value);
    return ok(request, request.body.value);
  });
};
