export interface MainThreadTask {
  /** Start, in the trace's clock (microseconds). */
  startUs: number;
  wallMs: number;
  cpuMs: number;
  /** The task handled a DevTools protocol message: the test driver's own work, not the page's. */
  driver: boolean;
}
export declare const TASK_TRACE_CATEGORIES: string[];
export declare function mainThreadTasks(trace: Buffer | string): MainThreadTask[];
