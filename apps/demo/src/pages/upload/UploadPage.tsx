import { useEffect, useMemo, useRef, useState } from "react";
import type { Language } from "@sxz/contract";
import { getPlatformClient } from "@sxz/client";
import type { PlatformClient } from "@sxz/client";
import { DropZone } from "./DropZone";
import { formatBytes, formatDuration, formatSpeed } from "./format";
import { fillText, uploadTexts } from "./upload-texts";
import { useUpload } from "./useUpload";
import "./UploadPage.css";

/**
 * Props of the upload page; every one is optional, so the page works as a route element without any.
 */
export interface UploadPageProps {
  /** The platform client to upload through; the page-wide shared one (`getPlatformClient()`) by default. */
  client?: PlatformClient;
  /** Destination bucket and module; `sxz-demo` / `demo` by default (allowed by the reference server). */
  bucketName?: string;
  module?: string;
  /** Bytes per part; the client's 19,922,944 by default. */
  partSize?: number;
  /** The page's language; the client's current language by default. */
  language?: Language;
  /** Where the sign-in link goes; `/login/index?redirect=<this page>` by default. */
  loginHref?: string;
}

/**
 * The upload page: drop or pick a file, watch a real progress bar (bytes, speed, time left), pause, resume or cancel.
 * Chunked uploads resume after a reload: picking the same file again sends only the parts the server lacks.
 */
export default function UploadPage({
  client = getPlatformClient(),
  bucketName = "sxz-demo",
  module = "demo",
  partSize,
  language,
  loginHref,
}: UploadPageProps) {
  const lang = language ?? client.env.language();
  const texts = uploadTexts(lang);
  const locale = lang.replace("_", "-");
  const destination = useMemo(
    () => ({ bucketName, module, ...(partSize ? { partSize } : {}) }),
    [bucketName, module, partSize],
  );
  const upload = useUpload(client.upload, destination);
  const [file, setFile] = useState<File>();
  const busy = upload.phase === "uploading" || upload.phase === "paused";
  const actions = useRef<HTMLDivElement>(null);
  const firstPhase = useRef(true);
  useEffect(() => {
    if (firstPhase.current) {
      firstPhase.current = false;
      return;
    }
    // The pressed button may be gone (Pause turns into Resume): keep keyboard focus on the actions, not the page.
    if (!document.activeElement || document.activeElement === document.body)
      actions.current?.querySelector<HTMLButtonElement>("button:not(:disabled)")?.focus();
  }, [upload.phase]);

  if (!client.auth.isLoggedIn()) {
    const here = `${location.pathname}${location.search}`;
    return (
      <section className="upload-page" lang={locale}>
        <h1>{texts.title}</h1>
        <p className="notice">
          {texts.signInNeeded}{" "}
          <a href={loginHref ?? `/login/index?redirect=${encodeURIComponent(here)}`}>{texts.signIn}</a>
        </p>
      </section>
    );
  }

  const progress = upload.progress;
  const total = progress?.total ?? file?.size ?? 0;
  const loaded = progress?.loaded ?? 0;
  const percent = total > 0 ? Math.floor((loaded / total) * 100) : 0;
  const status = {
    idle: "",
    uploading: texts.uploading,
    paused: texts.paused,
    done: texts.done,
    cancelled: texts.cancelled,
    failed: fillText(texts.failed, { message: upload.error ?? "" }),
  }[upload.phase];

  return (
    <section className="upload-page" lang={locale}>
      <div className="page-intro">
        <h1>{texts.title}</h1>
        <p>{texts.intro}</p>
      </div>
      <div className="card upload-page__card">
        <DropZone texts={texts} locale={locale} file={file} disabled={busy} onFile={setFile} />
        <p className="upload-page__hint">{texts.resumeHint}</p>
        {/* Only the actions that apply now: start when nothing runs, pause or resume and cancel while one does. */}
        <div className="upload-page__actions" ref={actions}>
          {!busy && (
            <button
              type="button"
              className="button button--primary"
              disabled={!file}
              onClick={() => file && upload.start(file)}
            >
              {texts.start}
            </button>
          )}
          {upload.phase === "uploading" && (
            <button type="button" className="button" onClick={upload.pause}>
              {texts.pause}
            </button>
          )}
          {upload.phase === "paused" && (
            <button type="button" className="button button--primary" onClick={upload.resume}>
              {texts.resume}
            </button>
          )}
          {busy && (
            <button type="button" className="button button--quiet" onClick={upload.cancel}>
              {texts.cancel}
            </button>
          )}
        </div>

        {upload.phase !== "idle" && (
          <div className="upload-page__progress">
            <progress
              className="upload-page__bar"
              max={total || 1}
              value={loaded}
              aria-label={texts.progressLabel}
              aria-valuetext={`${percent}%`}
            />
            <p className="upload-page__figures">
              <span className="upload-page__percent">{percent}%</span>
              <span>
                {fillText(texts.bytesOf, { loaded: formatBytes(loaded, locale), total: formatBytes(total, locale) })}
              </span>
              {upload.phase === "uploading" && progress && progress.bytesPerSecond > 0 && (
                <span>{fillText(texts.speed, { speed: formatSpeed(progress.bytesPerSecond, locale) })}</span>
              )}
              {upload.phase === "uploading" && (
                <span>
                  {progress?.etaSeconds != null
                    ? fillText(texts.timeLeft, { time: formatDuration(progress.etaSeconds, locale) })
                    : texts.estimating}
                </span>
              )}
            </p>
          </div>
        )}

        <p
          className={upload.phase === "failed" ? "notice notice--error" : "upload-page__status"}
          role={upload.phase === "failed" ? "alert" : "status"}
        >
          {status}
        </p>

        {upload.result && (
          <dl className="upload-page__result">
            <dt>{upload.result.fileName}</dt>
            <dd>
              <a href={upload.result.urlValue} target="_blank" rel="noopener noreferrer">
                {texts.openFile}
              </a>
            </dd>
            {upload.result.sha256 && (
              <>
                <dt>{texts.checksum}</dt>
                <dd>
                  <code className="upload-page__checksum">{upload.result.sha256}</code>
                </dd>
              </>
            )}
          </dl>
        )}
      </div>
    </section>
  );
}
