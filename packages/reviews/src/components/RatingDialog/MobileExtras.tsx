import { useId, useState } from "react";
import type { RefObject } from "react";
import type { RatingMessages } from "../../i18n/rating-messages";
import { REVIEW_IMAGE_ACCEPT, REVIEW_IMAGE_TYPES } from "../../api/images";
import { EmojiIcon, PictureIcon } from "./MobileExtrasIcons";
import { useObjectUrl } from "./useObjectUrl";

const EMOJI = ["😀", "😂", "😍", "👍", "👏", "🎉", "🤔", "😢", "😡", "💡", "🔥", "❤️"];

/**
 * The mobile comment editor's extras (RW-DLG-5): an emoji picker that inserts at the caret and an image
 * attachment previewed in place. The shell holds the attached file and uploads it when publishing.
 */
export function MobileExtras(props: {
  messages: RatingMessages;
  textArea: RefObject<HTMLTextAreaElement | null>;
  /** The last caret of the text area; none yet → the emoji goes at the end. */
  caret: RefObject<[number, number] | null>;
  text: string;
  onText: (text: string) => void;
  /** The attached picture (one per review from this editor), null when none. */
  image: File | null;
  onImage: (file: File | null) => void;
}) {
  const m = props.messages;
  const [pickerOpen, setPickerOpen] = useState(false);
  // The preview is an object URL of the attached file, released when the file changes or the editor closes.
  const image = useObjectUrl(props.image);
  const pickerId = useId();
  const fileId = useId();

  const insert = (emoji: string) => {
    const [start, end] = props.caret.current ?? [props.text.length, props.text.length];
    props.onText(props.text.slice(0, start) + emoji + props.text.slice(end));
    props.caret.current = [start + emoji.length, start + emoji.length];
    setPickerOpen(false);
    props.textArea.current?.focus();
  };

  return (
    <div className="sxz-mobile-extras">
      <div className="sxz-mobile-extras__bar">
        <button
          type="button"
          className="sxz-icon-button"
          aria-expanded={pickerOpen}
          aria-controls={pickerId}
          aria-label={m.emojiPicker}
          onClick={() => setPickerOpen((open) => !open)}
        >
          <EmojiIcon />
        </button>
        <label className="sxz-icon-button sxz-attach" htmlFor={fileId}>
          <PictureIcon />
          <span className="sxz-visually-hidden">{m.attachImage}</span>
        </label>
        <input
          id={fileId}
          type="file"
          accept={REVIEW_IMAGE_ACCEPT}
          className="sxz-visually-hidden"
          onChange={(event) => {
            const picked = event.target.files?.[0];
            if (picked && Object.hasOwn(REVIEW_IMAGE_TYPES, picked.type)) props.onImage(picked);
            event.target.value = "";
          }}
        />
      </div>
      {pickerOpen ? (
        <div id={pickerId} className="sxz-emoji-grid" role="group" aria-label={m.emojiPicker}>
          {EMOJI.map((emoji) => (
            <button key={emoji} type="button" className="sxz-emoji" onClick={() => insert(emoji)}>
              {emoji}
            </button>
          ))}
        </div>
      ) : null}
      {image ? (
        <figure className="sxz-attachment">
          <img src={image} alt={m.attachedImage} />
          <button
            type="button"
            className="sxz-icon-button"
            aria-label={m.removeImage}
            onClick={() => props.onImage(null)}
          >
            <span aria-hidden="true">×</span>
          </button>
        </figure>
      ) : null}
    </div>
  );
}
