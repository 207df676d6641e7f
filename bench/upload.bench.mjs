#!/usr/bin/env node
// Uploads: a chunked upload through the client layer (parts of 19 MiB, 3 in flight) against one plain PUT of
// the same file, over loopback to the real server, in Chromium; throughput ratio (medians of several runs),
// the page's peak JS heap during each, and the server's peak memory (it must stay flat whatever the file size).
//
// UPLOAD_BENCH_BYTES (default 1 GiB), UPLOAD_BENCH_RUNS (3), UPLOAD_BENCH_PART_SIZE (19922944),
// UPLOAD_BENCH_CONCURRENCY (3). A quick run: UPLOAD_BENCH_BYTES=134217728 UPLOAD_BENCH_RUNS=2 node bench/upload.bench.mjs
import { randomBytes } from "node:crypto";
import {
  createWriteStream,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { once } from "node:events";
import { bundle, launchChromium, page as pageHtml, serveFiles } from "./support/browser.mjs";
import { signIn, startServer } from "./support/processes.mjs";
import { envInt, median, round, workDir, writeResult } from "./support/results.mjs";

const BYTES = envInt("UPLOAD_BENCH_BYTES", 1024 ** 3);
const RUNS = Math.max(1, envInt("UPLOAD_BENCH_RUNS", 3));
const PART_SIZE = envInt("UPLOAD_BENCH_PART_SIZE", 19_922_944);
const CONCURRENCY = Math.max(1, envInt("UPLOAD_BENCH_CONCURRENCY", 3));
const MiB = 1024 ** 2;

/** The file a person would pick: random bytes on disk, so the browser reads it from disk as it would. */
async function writeSourceFile(path, size) {
  const out = createWriteStream(path);
  const block = 8 * MiB;
  for (let written = 0; written < size; written += block) {
    if (!out.write(randomBytes(Math.min(block, size - written)))) await once(out, "drain");
  }
  out.end();
  await once(out, "finish");
}

/** The page's script: the client's uploader and a plain XHR PUT, both timed in the page. */
const ENTRY = `
import axios from "axios";
import { createUploader } from "@sxz/client/upload";

const file = () => document.querySelector("input[type=file]").files[0];

async function chunked({ token, partSize, concurrency }) {
  const http = axios.create({ headers: { Authorization: "Bearer " + token } });
  const uploader = createUploader({ http, getAccessToken: () => token, defaults: { partSize, concurrency } });
  const started = performance.now();
  const result = await uploader.chunked(file(), { bucketName: "sxz-demo", module: "demo", resumable: false });
  return { ms: performance.now() - started, size: result.size, sha256: result.sha256 };
}

async function plainPut({ token }) {
  const answer = await fetch("/api/km/v1/file/upload?bucketName=sxz-demo&module=demo&fileName=" + encodeURIComponent(file().name), { headers: { Authorization: "Bearer " + token } });
  const ticket = (await answer.json()).data;
  const started = performance.now();
  const body = await new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open("PUT", ticket.url);
    for (const [name, value] of Object.entries(ticket.headers)) xhr.setRequestHeader(name, value);
    xhr.onload = () => (xhr.status === 200 ? resolve(JSON.parse(xhr.responseText)) : reject(new Error("PUT " + xhr.status)));
    xhr.onerror = () => reject(new Error("PUT failed"));
    xhr.send(file());
  });
  return { ms: performance.now() - started, size: body.data.size, sha256: body.data.sha256 };
}

window.uploadBench = { chunked, plainPut };
`;

/** Peak resident memory (VmHWM) of the server process tree: tsx starts the server as a child process. */
function processTree(pid) {
  const found = [pid];
  for (let i = 0; i < found.length; i++) {
    const childrenFile = `/proc/${found[i]}/task/${found[i]}/children`;
    if (!existsSync(childrenFile)) continue;
    for (const child of readFileSync(childrenFile, "utf8").trim().split(/\s+/).filter(Boolean))
      found.push(Number(child));
  }
  return found;
}
function memoryKiB(pid, field) {
  try {
    const line = readFileSync(`/proc/${pid}/status`, "utf8")
      .split("\n")
      .find((entry) => entry.startsWith(`${field}:`));
    return line ? Number(line.split(/\s+/)[1]) : 0;
  } catch {
    return 0;
  }
}
const serverMemoryMiB = (pid, field) => Math.max(...processTree(pid).map((id) => memoryKiB(id, field))) / 1024;

async function main() {
  const dataDir = mkdtempSync(join(tmpdir(), "sxz-upload-bench-"));
  const sourcePath = join(dataDir, "source.bin");
  console.info(`writing a ${round(BYTES / MiB, 1)} MiB source file…`);
  await writeSourceFile(sourcePath, BYTES);
  mkdirSync(join(workDir, "upload"), { recursive: true });
  const entryPath = join(workDir, "upload", "entry.ts");
  writeFileSync(entryPath, ENTRY);
  const script = await bundle(entryPath);

  const server = await startServer({
    DATA_DIR: join(dataDir, "server"),
    RATE_LIMIT_PER_MINUTE: "1000000",
    UPLOAD_MAX_BYTES: String(BYTES * 2),
    SITE_DIR: join(dataDir, "no-site"),
  });
  const browser = await launchChromium();
  const notes = [];
  try {
    const token = await signIn(server.url, "learner");
    const context = await browser.newContext();
    await serveFiles(context, server.url, {
      "/__bench/upload.js": { body: script, contentType: "text/javascript" },
      "/__bench/upload.html": {
        body: pageHtml("/__bench/upload.js", '<input type="file" aria-label="file">'),
        contentType: "text/html",
      },
    });
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send("Performance.enable");
    await page.goto(`${server.url}/__bench/upload.html`);
    await page.waitForFunction(() => Boolean(window.uploadBench));
    // Request interception (which served the page) would copy every request body through the DevTools protocol.
    await context.unrouteAll();
    await page.locator("input[type=file]").setInputFiles(sourcePath);
    const serverBaseline = serverMemoryMiB(server.pid, "VmRSS");

    const heapNow = async () => {
      const { metrics } = await cdp.send("Performance.getMetrics");
      return metrics.find((metric) => metric.name === "JSHeapUsedSize")?.value ?? 0;
    };
    /** Runs one upload in the page while sampling its JS heap every 50 ms. */
    const measured = async (kind) => {
      await cdp.send("HeapProfiler.collectGarbage");
      const before = await heapNow();
      let peak = before;
      let sampling = true;
      const sampler = (async () => {
        while (sampling) {
          peak = Math.max(peak, await heapNow());
          await new Promise((resolve) => setTimeout(resolve, 50));
        }
      })();
      try {
        const outcome = await page.evaluate(
          ([name, args]) => window.uploadBench[name](args),
          [kind, { token, partSize: PART_SIZE, concurrency: CONCURRENCY }],
        );
        return { ...outcome, heapBefore: before, heapPeak: peak };
      } finally {
        sampling = false;
        await sampler;
        // Keep the disk from filling over the runs: the stored copies are not needed once measured.
        const files = join(dataDir, "server", "uploads", "files");
        if (existsSync(files)) for (const name of readdirSync(files)) rmSync(join(files, name), { force: true });
      }
    };

    const runs = [];
    for (let run = 0; run < RUNS; run++) {
      // Alternate the order, so neither kind always meets a warm or a cold disk cache first.
      const order = run % 2 === 0 ? ["plainPut", "chunked"] : ["chunked", "plainPut"];
      const outcome = {};
      for (const kind of order) outcome[kind] = await measured(kind);
      if (outcome.chunked.sha256 !== outcome.plainPut.sha256 || outcome.chunked.size !== BYTES) {
        throw new Error(
          `run ${run + 1}: the stored files differ (${outcome.chunked.sha256} / ${outcome.plainPut.sha256})`,
        );
      }
      const mbps = (ms) => BYTES / MiB / (ms / 1000);
      runs.push({
        put: mbps(outcome.plainPut.ms),
        chunked: mbps(outcome.chunked.ms),
        ratio: mbps(outcome.chunked.ms) / mbps(outcome.plainPut.ms),
        chunkedHeap: outcome.chunked.heapPeak / MiB,
        chunkedHeapGrowth: (outcome.chunked.heapPeak - outcome.chunked.heapBefore) / MiB,
        putHeap: outcome.plainPut.heapPeak / MiB,
      });
      console.info(
        `run ${run + 1}: PUT ${round(runs.at(-1).put, 1)} MiB/s, chunked ${round(runs.at(-1).chunked, 1)} MiB/s, ratio ${round(runs.at(-1).ratio, 3)}, chunked heap peak ${round(runs.at(-1).chunkedHeap, 1)} MiB`,
      );
    }
    const serverPeak = serverMemoryMiB(server.pid, "VmHWM");
    const pick = (key) => median(runs.map((entry) => entry[key]));
    const size = `${round(BYTES / MiB, 0)} MiB`;
    writeResult("upload", {
      title: `Uploads: ${size} chunked vs one plain PUT over loopback (Chromium)`,
      rows: [
        {
          metric: "chunked throughput / plain PUT throughput",
          value: round(pick("ratio"), 3),
          unit: "ratio",
          note: `median of ${RUNS} runs; each run measures both`,
        },
        { metric: "plain PUT throughput", value: round(pick("put"), 1), unit: "MiB/s" },
        {
          metric: `chunked throughput (${round(PART_SIZE / MiB, 0)} MiB parts, ${CONCURRENCY} in flight)`,
          value: round(pick("chunked"), 1),
          unit: "MiB/s",
        },
        {
          metric: "page JS heap, peak during the chunked upload",
          value: round(pick("chunkedHeap"), 1),
          unit: "MiB",
          note: "DevTools JSHeapUsedSize sampled every 50 ms",
        },
        {
          metric: "page JS heap growth during the chunked upload",
          value: round(pick("chunkedHeapGrowth"), 1),
          unit: "MiB",
          note: "peak minus the heap after a GC just before",
        },
        { metric: "page JS heap, peak during the plain PUT", value: round(pick("putHeap"), 1), unit: "MiB" },
        {
          metric: "server peak resident memory (VmHWM) over all runs",
          value: round(serverPeak, 0),
          unit: "MiB",
          note: `${round(serverBaseline, 0)} MiB before the first upload; file ${size}`,
        },
      ],
      tables: [
        {
          caption: "Per run",
          header: ["run", "PUT MiB/s", "chunked MiB/s", "ratio", "chunked heap peak MiB"],
          rows: runs.map((entry, index) => [
            index + 1,
            round(entry.put, 1),
            round(entry.chunked, 1),
            round(entry.ratio, 3),
            round(entry.chunkedHeap, 1),
          ]),
        },
      ],
      notes: [
        "Both uploads send the same file, picked through an <input type=file> from disk, to the same real server in the same page; the server streams both to disk and hashes them (their SHA-256 are compared).",
        "The chunked path pays for an init and a combine call, multipart framing per part, and the server's concatenation of the parts into the final file; the PUT writes the file once.",
        ...notes,
      ],
    });
  } finally {
    await browser.close();
    await server.stop();
    rmSync(dataDir, { recursive: true, force: true });
    rmSync(join(workDir, "upload"), { recursive: true, force: true });
  }
}

await main();
