import type { ReactNode } from "react";
import { usePageTitle } from "../../view/usePageTitle";
import { ViewLink } from "../../view/ViewLink";
import { useView } from "../../view/useView";

interface NoticePageProps {
  tone: "info" | "warning" | "stop";
  title: string;
  body: string;
  action?: ReactNode;
}

const SYMBOL = { info: "i", warning: "!", stop: "⛔" } as const;

/** A full-page notice the client layer sends the user to (disabled login, IP limit, missing permission). */
export function NoticePage({ tone, title, body, action }: NoticePageProps) {
  const { texts } = useView();
  usePageTitle(title);
  return (
    <div className={`notice-page notice-page--${tone}`}>
      <span className="notice-page__symbol" aria-hidden="true">
        {SYMBOL[tone]}
      </span>
      <h1>{title}</h1>
      <p>{body}</p>
      <p className="notice-page__actions">
        {action}
        <ViewLink to="/" className="button">
          {texts.goHome}
        </ViewLink>
      </p>
    </div>
  );
}
