// Writes `<file>.br` and `<file>.gz` next to every text asset of a build output, so the server sends them as they
// are (`@fastify/static` with preCompressed) instead of compressing on each request. Brotli at its highest quality:
// this runs once per build, not per request.
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";

// Source maps are left out: only developer tools fetch them, and brotli at quality 11 on them would take most of the build time.
const COMPRESSIBLE = /\.(js|mjs|css|html|svg|json|txt|xml|webmanifest)$/;

/** Compresses every compressible file under `dir` whose `.br`/`.gz` twins are missing or older; returns how many. */
export function precompress(dir) {
  if (!existsSync(dir)) return 0;
  let written = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) {
      written += precompress(path);
      continue;
    }
    if (!COMPRESSIBLE.test(entry.name)) continue;
    const modified = statSync(path).mtimeMs;
    const fresh = (twin) => existsSync(twin) && statSync(twin).mtimeMs >= modified;
    if (fresh(`${path}.br`) && fresh(`${path}.gz`)) continue;
    const content = readFileSync(path);
    writeFileSync(
      `${path}.br`,
      brotliCompressSync(content, {
        params: {
          [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
          [constants.BROTLI_PARAM_SIZE_HINT]: content.length,
        },
      }),
    );
    writeFileSync(`${path}.gz`, gzipSync(content, { level: 9 }));
    written += 1;
  }
  return written;
}

// `node scripts/precompress.mjs <dir>…`: the same for any folder (tests, a build made elsewhere).
if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  for (const dir of process.argv.slice(2)) console.info(`${dir}: ${precompress(dir)} files precompressed`);
}
