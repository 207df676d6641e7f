import type { FastifyReply, FastifyRequest } from "fastify";

/**
 * Helmet answers `Cross-Origin-Resource-Policy: same-origin` everywhere, which keeps the API's JSON out of other
 * sites' pages. Two kinds of answer exist precisely to be loaded by other sites' pages: the widget bundle (a host
 * page's `<script type="module">`) and stored files (`<img>`, `<video>` of uploaded pictures, whose signed URL is
 * the credential). These onSend hooks give them `cross-origin`.
 */
export async function embeddableAnywhere(_request: FastifyRequest, reply: FastifyReply): Promise<void> {
  reply.header("cross-origin-resource-policy", "cross-origin");
}

/**
 * Public static assets: embeddable anywhere, and readable by any origin, because browsers fetch module scripts
 * (and the chunks they import) in CORS mode. The assets are the same for everyone, so no credentials are allowed.
 */
export async function publicAsset(request: FastifyRequest, reply: FastifyReply): Promise<void> {
  await embeddableAnywhere(request, reply);
  reply.header("access-control-allow-origin", "*");
  reply.removeHeader("access-control-allow-credentials");
}
