/** Main-thread work between two marks, ms of thread time; counts are whole numbers. */
export interface FirstRenderWork {
  task: number;
  script: number;
  layout: number;
  layouts: number;
  /** Layout done inside script: geometry read while the layout was out of date. */
  forcedLayout: number;
  forcedLayouts: number;
  style: number;
  styles: number;
}
export declare const FIRST_RENDER_TRACE_CATEGORIES: string[];
export declare function firstRenderWork(
  trace: Buffer | string,
  startMark: string,
  endMark: string,
): FirstRenderWork | null;
