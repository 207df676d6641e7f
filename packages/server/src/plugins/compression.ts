import { constants } from "node:zlib";
import fp from "fastify-plugin";
import compress from "@fastify/compress";

/** Answers smaller than this travel as they are: compressing them saves less than its own cost. */
export const COMPRESSION_THRESHOLD_BYTES = 1024;
/** Level 4 of brotli: most of the size gain at a small part of the default level's CPU (dynamic answers). */
export const BROTLI_QUALITY = 4;

/**
 * Compresses answers by the client's Accept-Encoding (brotli, then gzip): JSON above the threshold, and static files
 * that have no precompressed twin (the build writes `.br` and `.gz` next to each asset, served as they are).
 * Request bodies are never decompressed: uploads stream through as sent.
 */
export const compression = fp(
  async (app) => {
    await app.register(compress, {
      threshold: COMPRESSION_THRESHOLD_BYTES,
      encodings: ["br", "gzip"],
      globalDecompression: false,
      brotliOptions: { params: { [constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY } },
    });
  },
  { name: "compression" },
);
