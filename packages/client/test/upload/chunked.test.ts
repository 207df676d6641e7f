import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { uploadPaths } from "@sxz/contract";
import { indexedDB } from "fake-indexeddb";
import { createResumeStore, isUploadError, UploadError } from "../../src/upload";
import type { UploadProgress } from "../../src/upload";
import { startReferenceServer } from "../support/reference-server";
import type { TestServer } from "../support/reference-server";
import { PART, apiClient, login, partNumbersSent, randomFile, recordCalls, sha256Of, uploaderFor } from "./helpers";

describe("chunked uploads against the reference server", () => {
  let server: TestServer;
  let token: string | undefined;
  beforeAll(async () => {
    server = await startReferenceServer({ UPLOAD_MAX_BYTES: String(4 * 1024 * 1024) });
    token = (await login(server.url)).accessToken;
  });
  afterAll(async () => {
    server.app.server.closeAllConnections();
    await server.close();
  });
  const tokenNow = () => token;

  it("[CL-UP-2] [CL-ENT-5] init, every part, combine: the result has uuid, urlValue, signature, fileName, success, message and the stored bytes are the file's", async () => {
    const http = apiClient(server.url, tokenNow);
    const calls = recordCalls(http);
    const { file, sha256 } = randomFile(PART * 5 + 123, "course-1.mp4");
    const result = await uploaderFor(http, tokenNow).chunked(file, { bucketName: "sxz-course", module: "video" });
    expect(result).toMatchObject({ fileName: "course-1.mp4", success: true, message: "", sha256, size: file.size });
    expect(result.uuid).toMatch(/^[0-9a-f-]{36}$/);
    expect(result.signature).toEqual(expect.any(String));
    expect(await sha256Of(result.urlValue)).toBe(sha256);
    expect(calls[0]).toBe(
      `POST /api/common/api/partfile/v1/initPartUploadTaskByEntity?bucketName=sxz-course&module=video&partSize=${PART}`,
    );
    expect(partNumbersSent(calls).sort()).toEqual([1, 2, 3, 4, 5, 6]);
    expect(calls.filter((call) => call.includes("combine=0")).length).toBe(6);
    expect(calls.at(-1)).toMatch(/^GET \/api\/common\/api\/partfile\/v1\/combinePart\?uploadId=/);
  });

  it("[CL-UP-3] uses 19,922,944-byte parts by default and reads each part with Blob.slice only when it is sent", async () => {
    const http = apiClient(server.url, tokenNow);
    const calls = recordCalls(http);
    const { file } = randomFile(PART * 6, "lazy.bin");
    const slices: number[] = [];
    const whole = { read: 0 };
    const originalSlice = file.slice.bind(file);
    file.slice = (start?: number, end?: number) => {
      slices.push(start ?? 0);
      return originalSlice(start, end);
    };
    file.arrayBuffer = () => {
      whole.read += 1;
      return Promise.reject(new Error("the whole file must not be read"));
    };
    let slicedWhenFirstDone = -1;
    await uploaderFor(http, tokenNow).chunked(file, {
      bucketName: "sxz-course",
      module: "video",
      concurrency: 2,
      onPartUploaded: () => {
        if (slicedWhenFirstDone < 0) slicedWhenFirstDone = slices.length;
      },
    });
    // Two parts in flight: when the first is confirmed, at most the next one has been read as well.
    expect(slicedWhenFirstDone).toBeLessThanOrEqual(3);
    expect(slices.length).toBe(6);
    expect(whole.read).toBe(0);

    const defaults = uploaderFor(http, tokenNow, { defaults: { retry: { retries: 0 } } });
    const big = randomFile(100, "default-size.bin").file;
    await defaults.chunked(big, { bucketName: "sxz-course", module: "video" });
    expect(calls.at(-3)).toContain("partSize=19922944");
  });

  it("[CL-UP-5] reports byte-accurate progress: never backwards, ending at the total with speed and time left", async () => {
    const http = apiClient(server.url, tokenNow);
    const { file } = randomFile(PART * 4 + 7, "progress.bin");
    const reports: UploadProgress[] = [];
    await uploaderFor(http, tokenNow).chunked(file, {
      bucketName: "sxz-course",
      module: "video",
      onProgress: (p) => reports.push(p),
    });
    expect(reports.length).toBeGreaterThan(4);
    for (let i = 1; i < reports.length; i++) expect(reports[i]!.loaded).toBeGreaterThanOrEqual(reports[i - 1]!.loaded);
    expect(reports.every((p) => p.total === file.size && p.bytesPerSecond >= 0)).toBe(true);
    expect(reports.at(-1)).toMatchObject({ loaded: file.size, total: file.size, etaSeconds: 0 });
  });

  it("[CL-ERR-5] a 901100007 from init rejects with the server's message", async () => {
    const http = apiClient(server.url, tokenNow);
    const { file } = randomFile(PART, "refused.bin");
    const failure = await uploaderFor(http, tokenNow)
      .chunked(file, { bucketName: "not-allowed", module: "video" })
      .catch((error: unknown) => error);
    expect(isUploadError(failure, "refused")).toBe(true);
    expect((failure as UploadError).message).toBe("不允许上传到存储桶“not-allowed”的模块“video”。");
    expect((failure as UploadError).details.code).toBe(901100007);

    const tooBig = await uploaderFor(http, tokenNow)
      .chunked(randomFile(4 * 1024 * 1024 + 1, "big.bin").file, { bucketName: "sxz-course", module: "video" })
      .catch((error: unknown) => error);
    expect((tooBig as UploadError).message).toBe(
      `文件过大：${4 * 1024 * 1024 + 1} 字节，上限为 ${4 * 1024 * 1024} 字节。`,
    );
  });

  it("[CL-VAL-7] without an access token a part upload fails with 上传异常 and nothing is sent", async () => {
    const http = apiClient(server.url, () => undefined);
    const calls = recordCalls(http);
    const failure = await uploaderFor(http, () => undefined)
      .chunked(randomFile(PART, "anon.bin").file, { bucketName: "sxz-course", module: "video" })
      .catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(UploadError);
    expect((failure as UploadError).message).toBe("上传异常");
    expect((failure as UploadError).kind).toBe("no-token");
    expect(calls).toEqual([]);
  });

  it("[CL-VAL-7] a token that disappears mid-upload stops the next part with 上传异常", async () => {
    const http = apiClient(server.url, tokenNow);
    let current: string | undefined = token;
    const failure = await uploaderFor(http, () => current)
      .chunked(randomFile(PART * 3, "logout.bin").file, {
        bucketName: "sxz-course",
        module: "video",
        concurrency: 1,
        onPartUploaded: () => (current = undefined),
      })
      .catch((error: unknown) => error);
    expect((failure as UploadError).message).toBe("上传异常");
    expect((failure as UploadError).kind).toBe("no-token");
  });

  it("[CL-VAL-7] a part that yields no data fails with 上传异常", async () => {
    const http = apiClient(server.url, tokenNow);
    const { file } = randomFile(PART * 2, "shrunk.bin");
    // The file changed on disk after it was picked: reading the second part yields nothing.
    const originalSlice = file.slice.bind(file);
    file.slice = (start?: number, end?: number) => ((start ?? 0) >= PART ? new Blob([]) : originalSlice(start, end));
    const failure = await uploaderFor(http, tokenNow)
      .chunked(file, { bucketName: "sxz-course", module: "video" })
      .catch((error: unknown) => error);
    expect((failure as UploadError).message).toBe("上传异常");
    expect((failure as UploadError).kind).toBe("empty");
    const empty = await uploaderFor(http, tokenNow)
      .chunked(new File([], "empty.bin"), { bucketName: "sxz-course", module: "video" })
      .catch((error: unknown) => error);
    expect((empty as UploadError).message).toBe("上传异常");
  });

  it("[CL-ERR-9] a step the server refuses ends in 上传异常 with the server's reason attached, never a hang", async () => {
    let uploadId = "";
    const http = apiClient(server.url, tokenNow);
    http.observeAnswers((response) => {
      const data = response.data as { data?: { uploadId?: string } };
      if (data?.data?.uploadId) uploadId = data.data.uploadId;
    });
    // The session is cancelled behind the client's back after its first part.
    const failure = await uploaderFor(http, tokenNow)
      .chunked(randomFile(PART * 4, "gone.bin").file, {
        bucketName: "sxz-course",
        module: "video",
        concurrency: 1,
        onPartUploaded: () =>
          void fetch(`${server.url}/api/common/api/partfile/v1/abortPartUpload?uploadId=${uploadId}`, {
            method: "POST",
            headers: { authorization: `Bearer ${token}` },
          }),
      })
      .catch((error: unknown) => error);
    expect((failure as UploadError).message).toBe("上传异常");
    expect((failure as UploadError).kind).toBe("server");
    expect([404, 409]).toContain((failure as UploadError).details.status);
  });

  it("[CL-UP-5] pause stops sending parts, resume sends the rest, and the file arrives whole", async () => {
    const http = apiClient(server.url, tokenNow);
    const calls = recordCalls(http);
    const { file, sha256 } = randomFile(PART * 6, "pause.bin");
    let task: ReturnType<ReturnType<typeof uploaderFor>["chunked"]> | undefined = undefined;
    let pausedAt = -1;
    task = uploaderFor(http, tokenNow).chunked(file, {
      bucketName: "sxz-course",
      module: "video",
      concurrency: 1,
      onPartUploaded: (n) => {
        if (n === 2) {
          task!.pause();
          pausedAt = calls.length;
        }
      },
    });
    await expect.poll(() => task!.state).toBe("paused");
    // From the confirmed part to the next part's request the worker reads no file and waits for no network (a slice,
    // then the call): one turn of the event loop after the pause, a part it did not hold back would have been sent.
    await new Promise((resolve) => setImmediate(resolve));
    expect(calls.length).toBe(pausedAt);
    task.resume();
    const result = await task;
    expect(result.sha256).toBe(sha256);
    expect(task.state).toBe("done");
  });

  it("[CL-UP-5] cancel aborts the parts in flight, tells the server and forgets the session", async () => {
    const http = apiClient(server.url, tokenNow);
    const calls = recordCalls(http);
    const controller = new AbortController();
    const store = createResumeStore(indexedDB);
    const uploader = uploaderFor(http, tokenNow, { resumeStore: store });
    const { file } = randomFile(PART * 6, "cancel.bin");
    const task = uploader.chunked(file, {
      bucketName: "sxz-course",
      module: "video",
      signal: controller.signal,
      onPartUploaded: () => controller.abort(),
    });
    const failure = await task.catch((error: unknown) => error);
    expect(isUploadError(failure, "cancelled")).toBe(true);
    expect(task.state).toBe("cancelled");
    const abortCall = calls.find((call) => call.startsWith("POST /api/common/api/partfile/v1/abortPartUpload"));
    expect(abortCall).toBeDefined();
    const uploadId = new URLSearchParams(abortCall!.split("?")[1]).get("uploadId");
    const state = await fetch(`${server.url}/api/common/api/partfile/v1/listParts?uploadId=${uploadId}`, {
      headers: { authorization: `Bearer ${token}` },
    });
    expect(state.status).toBe(404);
    const { resumeKey } = await import("../../src/upload/resume-store");
    expect(await store.get(resumeKey(file, "sxz-course/video", PART, ""))).toBeUndefined();
  });

  it("[CL-UP-5] a cancel while the session is being created: the caller hears cancelled at once, and the session the late answer names is aborted on the server", async () => {
    const controller = new AbortController();
    const store = createResumeStore(indexedDB);
    const { file } = randomFile(PART * 3, "cancel-during-init.bin");
    // The init call has reached the server (it makes the session) when the user cancels; its answer is slow to come
    // back. The request goes out without the page's abort signal, as one the browser has already sent would.
    let answerReady!: () => void;
    const answerHeld = new Promise<void>((resolve) => (answerReady = resolve));
    let createdSession: string | undefined;
    const http = apiClient(server.url, tokenNow, (sendToServer) => async (call) => {
      if (!call.url.endsWith(uploadPaths.initPartUpload.path)) return sendToServer(call);
      const response = await sendToServer({ ...call, signal: undefined });
      createdSession = (response.data as { data?: { uploadId?: string } }).data?.uploadId;
      controller.abort();
      await answerHeld;
      return response;
    });
    const calls = recordCalls(http);
    const task = uploaderFor(http, tokenNow, { resumeStore: store }).chunked(file, {
      bucketName: "sxz-course",
      module: "video",
      signal: controller.signal,
    });
    // Rejected while the answer is still held back (it is released only afterwards): a cancel does not wait for the
    // network.
    let failure: unknown = "still waiting for the init call's answer";
    const settled = task.then(
      () => (failure = "resolved"),
      (error: unknown) => (failure = error),
    );
    await vi.waitFor(() => expect(failure).not.toBe("still waiting for the init call's answer"), { timeout: 5_000 });
    await settled;
    answerReady();
    expect(isUploadError(failure, "cancelled"), String(failure)).toBe(true);
    expect(task.state).toBe("cancelled");
    expect(createdSession).toEqual(expect.any(String));
    const listParts = async () =>
      (
        await fetch(`${server.url}${uploadPaths.listParts.path}?uploadId=${createdSession}`, {
          headers: { authorization: `Bearer ${token}` },
        })
      ).status;
    await expect.poll(listParts, { timeout: 5_000 }).toBe(404);
    expect(calls).toContain(`POST ${uploadPaths.abortPartUpload.path}?uploadId=${createdSession}`);
    expect(partNumbersSent(calls)).toEqual([]);
    const { resumeKey } = await import("../../src/upload/resume-store");
    expect(await store.get(resumeKey(file, "sxz-course/video", PART, ""))).toBeUndefined();
  });

  it("resumes after a reload: asks the server which parts it holds and sends only the missing ones", async () => {
    const { file, sha256 } = randomFile(PART * 6 + 5, "resume.bin");
    // First page: two parts confirmed, then the page goes away (requests aborted, the server not told).
    const firstHttp = apiClient(server.url, tokenNow);
    const first = uploaderFor(firstHttp, tokenNow).chunked(file, {
      bucketName: "sxz-course",
      module: "video",
      concurrency: 1,
      onPartUploaded: (n) => {
        if (n === 2) first.pause();
      },
    });
    await expect.poll(() => first.state).toBe("paused");

    // Second page: a new uploader over the same IndexedDB, the same file picked again.
    const secondHttp = apiClient(server.url, tokenNow);
    const calls = recordCalls(secondHttp);
    const reports: UploadProgress[] = [];
    const result = await uploaderFor(secondHttp, tokenNow).chunked(file, {
      bucketName: "sxz-course",
      module: "video",
      onProgress: (p) => reports.push(p),
    });
    expect(result.sha256).toBe(sha256);
    expect(calls[0]).toMatch(/^GET \/api\/common\/api\/partfile\/v1\/listParts\?uploadId=/);
    expect(calls.some((call) => call.includes("initPartUploadTaskByEntity"))).toBe(false);
    expect(partNumbersSent(calls).sort()).toEqual([3, 4, 5, 6, 7]);
    // The resumed parts count as loaded from the first report on: the bar does not restart at 0%.
    expect(reports[0]!.loaded).toBe(PART * 2);
  });

  it("resumes from a listParts answer in the other dialect: parts as digits kept, an unreadable part sent again and reported once", async () => {
    const { file, sha256 } = randomFile(PART * 4 + 5, "resume-foreign.bin");
    const firstHttp = apiClient(server.url, tokenNow);
    const first = uploaderFor(firstHttp, tokenNow).chunked(file, {
      bucketName: "sxz-course",
      module: "video",
      concurrency: 1,
      onPartUploaded: (n) => {
        if (n === 2) first.pause();
      },
    });
    await expect.poll(() => first.state).toBe("paused");

    // The server's answer as another backend writes it: figures as digits, and the first part unreadable.
    const secondHttp = apiClient(server.url, tokenNow, (send) => async (call) => {
      const response = await send(call);
      const data = (response.data as { data?: { parts?: { partNumber: number; size: number }[] } }).data;
      if (call.url.includes("listParts") && data?.parts) {
        data.parts = data.parts.map((part, index) =>
          index === 0
            ? { partNumber: "first", size: part.size }
            : { partNumber: String(part.partNumber), size: String(part.size) },
        ) as never;
      }
      return response;
    });
    const calls = recordCalls(secondHttp);
    const dropped: unknown[] = [];
    const result = await uploaderFor(secondHttp, tokenNow, {
      onAnswerDropped: (detail) => dropped.push(detail),
    }).chunked(file, { bucketName: "sxz-course", module: "video" });
    expect(result.sha256).toBe(sha256);
    expect(partNumbersSent(calls).sort()).toEqual([1, 3, 4, 5]);
    expect(dropped).toEqual([
      {
        url: uploadPaths.listParts.path,
        dropped: [{ path: "partUploadState.parts", index: 0, reason: expect.stringContaining("parts[0].partNumber") }],
      },
    ]);
  });

  it("starts afresh when the saved session is unknown to the server", async () => {
    const store = createResumeStore(indexedDB);
    const { file, sha256 } = randomFile(PART * 2, "stale.bin");
    const { resumeKey } = await import("../../src/upload/resume-store");
    await store.put({
      key: resumeKey(file, "sxz-course/video", PART, ""),
      uploadId: "00000000-0000-4000-8000-000000000000",
      fileName: file.name,
      size: file.size,
      lastModified: file.lastModified,
      partSize: PART,
      finishedParts: [1],
      savedAt: Date.now(),
    });
    const http = apiClient(server.url, tokenNow);
    const calls = recordCalls(http);
    const result = await uploaderFor(http, tokenNow, { resumeStore: store }).chunked(file, {
      bucketName: "sxz-course",
      module: "video",
    });
    expect(result.sha256).toBe(sha256);
    expect(calls.some((call) => call.includes("initPartUploadTaskByEntity"))).toBe(true);
    expect(partNumbersSent(calls).sort()).toEqual([1, 2]);
  });
});
