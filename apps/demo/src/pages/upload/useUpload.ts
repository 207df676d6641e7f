import { useCallback, useEffect, useRef, useState } from "react";
import type { PlatformClient } from "@sxz/client";

type Uploader = PlatformClient["upload"];
type Task = ReturnType<Uploader["chunked"]>;
type Progress = Parameters<NonNullable<Parameters<Uploader["chunked"]>[1]["onProgress"]>>[0];
type Result = Awaited<Task>;

export type UploadPhase = "idle" | "uploading" | "paused" | "done" | "cancelled" | "failed";

export interface UploadView {
  phase: UploadPhase;
  progress: Progress | undefined;
  result: Result | undefined;
  /** The failure's message (上传异常, or the server's own words for a refused upload). */
  error: string | undefined;
  start(file: File): void;
  pause(): void;
  resume(): void;
  cancel(): void;
}

/**
 * One chunked upload at a time through the shared client, with its progress rendered at most once per frame
 * (progress events arrive far more often than a screen can show).
 */
export function useUpload(
  uploader: Uploader,
  destination: { bucketName: string; module: string; partSize?: number },
): UploadView {
  const [phase, setPhase] = useState<UploadPhase>("idle");
  const [progress, setProgress] = useState<Progress>();
  const [result, setResult] = useState<Result>();
  const [error, setError] = useState<string>();
  const task = useRef<Task | undefined>(undefined);
  const latest = useRef<Progress | undefined>(undefined);
  const frame = useRef(0);

  useEffect(
    () => () => {
      cancelAnimationFrame(frame.current);
      // Leaving the page pauses nothing on the server: the session stays resumable, only this page's requests stop.
      task.current?.pause();
    },
    [],
  );

  const start = useCallback(
    (file: File) => {
      setPhase("uploading");
      setResult(undefined);
      setError(undefined);
      setProgress(undefined);
      const running = uploader.chunked(file, {
        ...destination,
        onProgress: (next) => {
          latest.current = next;
          if (frame.current) return;
          frame.current = requestAnimationFrame(() => {
            frame.current = 0;
            setProgress(latest.current);
          });
        },
      });
      task.current = running;
      running.then(
        (value) => {
          if (task.current !== running) return;
          setProgress(latest.current);
          setResult(value);
          setPhase("done");
        },
        (failure: unknown) => {
          if (task.current !== running) return;
          const cancelled = (failure as { kind?: string }).kind === "cancelled";
          setPhase(cancelled ? "cancelled" : "failed");
          if (!cancelled) setError(failure instanceof Error ? failure.message : String(failure));
        },
      );
    },
    [uploader, destination],
  );

  return {
    phase,
    progress,
    result,
    error,
    start,
    pause: useCallback(() => {
      task.current?.pause();
      setPhase("paused");
    }, []),
    resume: useCallback(() => {
      task.current?.resume();
      setPhase("uploading");
    }, []),
    cancel: useCallback(() => task.current?.cancel(), []),
  };
}
