export { createToast, ToastDuration } from "./toast";
export type { Toast, ToastDependencies, ToastHandle, ToastOptions, ToastType } from "./toast";
