export interface TagsProps {
  tags: readonly { code: string; message: string }[];
  selected: readonly string[];
  onToggle: (code: string) => void;
  label: string;
}

/** The preset comment tags of the chosen score: toggle buttons named by their text (RW-DLG-2). */
export function Tags({ tags, selected, onToggle, label }: TagsProps) {
  if (tags.length === 0) return null;
  return (
    <div className="sxz-tags" role="group" aria-label={label} part="tags">
      {tags.map((tag) => {
        const pressed = selected.includes(tag.code);
        return (
          <button
            key={tag.code}
            type="button"
            className="sxz-tag"
            aria-pressed={pressed}
            onClick={() => onToggle(tag.code)}
          >
            {tag.message}
          </button>
        );
      })}
    </div>
  );
}
