import { useState } from "react";
import type { FormEvent } from "react";
import { useParams } from "react-router";
import { fill } from "../../i18n";
import { platform } from "../../platform/client";
import { usePageTitle } from "../../view/usePageTitle";
import { useView } from "../../view/useView";

const TOPICS = ["review", "reply", "other"] as const;

/**
 * /feedback/{tenantId}?sxz-lang=… — the appeal page the sensitive-content toast links to (RW-SCR-1). The
 * reference server has no appeal desk, so an appeal is recorded as a tracking event (listed on /tracking).
 */
export default function FeedbackPage() {
  const { tenantId = "" } = useParams();
  const { texts } = useView();
  usePageTitle(texts.feedbackTitle);
  const [state, setState] = useState<"idle" | "sent" | "failed">("idle");

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const topic = String(new FormData(event.currentTarget).get("topic") ?? "other");
    const accepted = platform().tracker.track({
      eventCode: `feedback_appeal_${topic}`,
      eventType: "click",
      page: location.href,
    });
    setState(accepted === false ? "failed" : "sent");
  };

  return (
    <div className="narrow">
      <h1>{texts.feedbackTitle}</h1>
      <p>{texts.feedbackIntro}</p>
      <p className="badge">{fill(texts.feedbackSchool, { tenantId })}</p>
      <form className="card" onSubmit={submit}>
        <fieldset className="choices">
          <legend>{texts.feedbackTopic}</legend>
          {TOPICS.map((topic, index) => (
            <label key={topic} className="choice">
              <input type="radio" name="topic" value={topic} defaultChecked={index === 0} />
              {topic === "review"
                ? texts.feedbackTopicReview
                : topic === "reply"
                  ? texts.feedbackTopicReply
                  : texts.feedbackTopicOther}
            </label>
          ))}
        </fieldset>
        <button type="submit" className="button button--primary" disabled={state === "sent"}>
          {texts.feedbackSubmit}
        </button>
        <p role="status" className={state === "failed" ? "notice notice--error" : "notice-inline"}>
          {state === "sent" && texts.feedbackSent}
          {state === "failed" && texts.feedbackFailed}
        </p>
      </form>
    </div>
  );
}
