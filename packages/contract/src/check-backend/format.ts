// The checker's report as text: one line per call (verdict, call, who reads it, what was read or what breaks),
// one indented line per record left out, and a closing line.
import type { CallReport, CheckReport, Verdict } from "./check";

const LABELS: Record<Verdict, string> = {
  ok: "ok",
  dropped: "dropped",
  notice: "notice",
  breaking: "BREAKING",
  skipped: "skipped",
};

function callLines(call: CallReport, width: number): string[] {
  const head = `${LABELS[call.verdict].padEnd(9)} ${call.call.padEnd(width)} ${call.readBy.join("+").padEnd(7)}`;
  const what = call.verdict === "breaking" || call.verdict === "skipped" ? call.problem : call.read;
  const lines = [`${head} ${what ?? ""}`.trimEnd()];
  for (const note of call.notes) lines.push(`${" ".repeat(10)}note: ${note}`);
  for (const dropped of call.dropped) {
    const id = dropped.id === undefined ? "" : ` (id ${JSON.stringify(dropped.id)})`;
    lines.push(`${" ".repeat(10)}left out: ${dropped.path}[${dropped.index}]${id}: ${dropped.reason}`);
  }
  return lines;
}

export function formatReport(report: CheckReport): string {
  const width = Math.max(...report.calls.map((call) => call.call.length));
  const { ok, dropped, notice, breaking, skipped } = report.counts;
  return [
    `Backend check of ${report.baseUrl}`,
    "",
    ...report.calls.flatMap((call) => callLines(call, width)),
    "",
    `${report.calls.length} calls: ${ok} ok, ${dropped} with records left out, ${notice} with notices, ${breaking} breaking, ${skipped} skipped.`,
    report.passed
      ? "PASSED: the client layer and the widget can read every answer checked."
      : `FAILED: ${breaking} ${breaking === 1 ? "answer breaks" : "answers break"} the client layer or the widget (lines marked BREAKING).`,
  ].join("\n");
}
