import type { UploaderDeps } from "./deps";
import type { ChunkedPlan, UploadFile } from "./chunked-plan";
import type { ProgressMeter } from "./progress-meter";
import type { ResumeStore } from "./resume-store";
import type { StepOptions } from "./step";
import type { UploadControl } from "./task";
import type { ChunkedUploadOptions } from "./types";

/** What the steps of one chunked upload share. */
export interface ChunkedRun {
  deps: UploaderDeps;
  store: ResumeStore;
  file: UploadFile;
  options: ChunkedUploadOptions;
  control: UploadControl;
  plan: ChunkedPlan;
  /** Where the session is kept for a resume. */
  key: string;
  meter: ProgressMeter;
  /** A step's retry options, stopped by a cancel. */
  step(): StepOptions;
  /** Fails with 上传异常 when no access token is left (CL-VAL-7). */
  requireToken(): void;
}
