import { deleteConfirmCss } from "../DeleteConfirm/DeleteConfirm.styles";
import { replyEditorCss } from "../ReplyEditor/ReplyEditor.styles";
import { listEditorCss } from "./ListEditor.styles";

// What the list shows only after a click: the editors and the delete confirmation.
export { ListDeleteConfirm } from "./ListDeleteConfirm";
export { MobileEditorBar, renderListEditor } from "./ListEditor";

/** Their styles, added after the list's own when this chunk loads (in the order they had in the list's sheet). */
export const css = [listEditorCss, replyEditorCss, deleteConfirmCss].join("\n");
