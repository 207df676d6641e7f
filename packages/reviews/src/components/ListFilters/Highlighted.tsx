import { highlightRuns } from "../../model/list-filter";

/**
 * Text with the search's words marked: the runs of `highlightRuns`, a match as a `<mark>` element whose child is
 * its text. Never markup: the text is only ever a text child.
 */
export function Highlighted({ text, words }: { text: string; words: readonly string[] }) {
  if (words.length === 0) return <>{text}</>;
  return (
    <>
      {highlightRuns(text, words).map((run, index) =>
        run.match ? (
          <mark key={index} className="sxz-mark">
            {run.text}
          </mark>
        ) : (
          run.text
        ),
      )}
    </>
  );
}
