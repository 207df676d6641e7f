import { brotliCompressSync, constants, gzipSync } from "node:zlib";
import type { FastifyReply, FastifyRequest } from "fastify";
import { BROTLI_QUALITY, COMPRESSION_THRESHOLD_BYTES } from "../plugins/compression";
import type { AnswerCache, Built, EncodedAnswer } from "./answer-cache";

const JSON_TYPE = "application/json; charset=utf-8";
/** The compression plugin's encodings, in its order of preference. */
const ENCODINGS = ["br", "gzip"] as const;
type Encoding = (typeof ENCODINGS)[number];

/**
 * The encoding to answer in for an Accept-Encoding header (RFC 9110 §12.5.3): the highest q-value among brotli
 * and gzip (brotli on a tie), `*` standing for any coding not named, `x-gzip` for gzip; none when both are refused.
 */
export function negotiateEncoding(header: string): Encoding | undefined {
  const weights = new Map<string, number>();
  for (const part of header.toLowerCase().split(",")) {
    const [name = "", ...parameters] = part.split(";").map((piece) => piece.trim());
    if (!name) continue;
    const q = parameters.find((parameter) => parameter.startsWith("q="));
    const weight = q === undefined ? 1 : Number(q.slice(2));
    weights.set(name === "x-gzip" ? "gzip" : name, Number.isFinite(weight) ? weight : 0);
  }
  let chosen: Encoding | undefined;
  let best = 0;
  for (const encoding of ENCODINGS) {
    const weight = weights.get(encoding) ?? weights.get("*") ?? 0;
    if (weight > best) [chosen, best] = [encoding, weight];
  }
  return chosen;
}

// Fastify types a serializer as giving text; it sends bytes it is given as they are.
const asIs = (bytes: unknown) => bytes as string;

function compress(body: string, encoding: Encoding): EncodedAnswer {
  const bytes =
    encoding === "br"
      ? brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY } })
      : gzipSync(body);
  return { encoding, bytes };
}

/**
 * Answers a request whose answer is the same for every caller asking `key` (see AnswerCache). Compressed here,
 * as the compression plugin would (same encodings, threshold and brotli quality), so the compressed bytes are kept
 * beside the answer: compressing a list page costs about as much as answering it from memory, and browsers
 * always ask for it. A set Content-Encoding makes the plugin leave the answer as it is.
 */
export async function sendSharedAnswer(
  cache: AnswerCache,
  key: string,
  request: FastifyRequest,
  reply: FastifyReply,
  build: () => Promise<string>,
): Promise<FastifyReply> {
  return sendKeptAnswer(cache, key, request, reply, () => cache.answer(key, build));
}

/** As sendSharedAnswer, keeping the value the answer was serialised from beside it (AnswerCache.answerWithData). */
export function sendSharedData<T>(
  cache: AnswerCache,
  key: string,
  request: FastifyRequest,
  reply: FastifyReply,
  build: () => Promise<Built<T>>,
): Promise<FastifyReply> {
  return sendKeptAnswer(cache, key, request, reply, async () => (await cache.answerWithData(key, build)).body);
}

/**
 * Sends `body`, the answer `cache.answerWithData(key, …)` gave this request, with the compressed form kept for it
 * when that answer is still the one kept (compressing it and keeping that otherwise, as sendSharedAnswer does).
 */
export function sendSharedBody(
  cache: AnswerCache,
  key: string,
  body: string,
  request: FastifyRequest,
  reply: FastifyReply,
): Promise<FastifyReply> {
  return sendKeptAnswer(cache, key, request, reply, async () => body, body);
}

async function sendKeptAnswer(
  cache: AnswerCache,
  key: string,
  request: FastifyRequest,
  reply: FastifyReply,
  answer: () => Promise<string>,
  only?: string,
): Promise<FastifyReply> {
  const header = request.headers["accept-encoding"];
  const acceptEncoding =
    typeof header === "string" && request.headers["x-no-compression"] === undefined ? header : undefined;
  let encoded = acceptEncoding === undefined ? undefined : cache.encoded(key, acceptEncoding, only);
  let body: string | undefined;
  if (!encoded) {
    body = await answer();
    const encoding = acceptEncoding === undefined ? undefined : negotiateEncoding(acceptEncoding);
    if (
      acceptEncoding === undefined ||
      encoding === undefined ||
      Buffer.byteLength(body) < COMPRESSION_THRESHOLD_BYTES
    ) {
      return reply.type(JSON_TYPE).send(body);
    }
    encoded = compress(body, encoding);
    cache.keepEncoded(key, body, acceptEncoding, encoded);
  }
  const vary = reply.getHeader("vary");
  reply.header("vary", vary ? `${String(vary)}, accept-encoding` : "accept-encoding");
  // The bytes as they are, even where Fastify does not take them for bytes (a server started inside a test's jsdom
  // environment, whose ArrayBuffer is not the one Node's zlib fills) and would otherwise write them out as JSON.
  return reply.type(JSON_TYPE).header("content-encoding", encoded.encoding).serializer(asIs).send(encoded.bytes);
}
