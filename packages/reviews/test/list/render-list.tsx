import { configure, render } from "@testing-library/react";
import type { ReactElement } from "react";
import en from "../../src/i18n/locales/en_US/list";
import { ReviewList } from "../../src/components/ReviewList/ReviewList";
import type { ReviewListProps, ToastType } from "../../src/components/ReviewList/ReviewList";
import type { ListApi } from "../../src/api/list";

// These tests talk to a real server on a shared, busy machine: allow answers a few seconds.
configure({ asyncUtilTimeout: 8000 });

export interface Toasts {
  all: { message: string; type: ToastType }[];
  last(): { message: string; type: ToastType } | undefined;
}

/** Collects what the list asks the host to show, as the widget shell's toast would receive it. */
export function toastCollector(): Toasts & { toast: ReviewListProps["toast"] } {
  const all: { message: string; type: ToastType }[] = [];
  return { all, last: () => all[all.length - 1], toast: (message, type) => all.push({ message, type }) };
}

/** Counts calls per method of a real ListApi, so tests can prove how many requests an interaction made. */
export function countingApi(api: ListApi): { api: ListApi; calls: Record<string, number> } {
  const calls: Record<string, number> = {};
  const counted = Object.fromEntries(
    Object.entries(api).map(([name, fn]) => [
      name,
      (...args: unknown[]) => {
        calls[name] = (calls[name] ?? 0) + 1;
        return (fn as (...a: unknown[]) => unknown)(...args);
      },
    ]),
  ) as unknown as ListApi;
  return { api: counted, calls };
}

export function listElement(
  props: Partial<ReviewListProps> & Pick<ReviewListProps, "api" | "resourceId" | "toast">,
): ReactElement {
  return <ReviewList messages={en} language="en_US" variant="external" layout="desktop" moduleId="course" {...props} />;
}

export function renderList(props: Partial<ReviewListProps> & Pick<ReviewListProps, "api" | "resourceId" | "toast">) {
  return render(listElement(props));
}

export { en };
