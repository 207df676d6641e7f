import { deleteConfirmCss } from "../components/DeleteConfirm/DeleteConfirm.styles";
import { replyEditorCss } from "../components/ReplyEditor/ReplyEditor.styles";
import { listEditorCss } from "../components/ReviewList/ListEditor.styles";

// What the list shows only after a click: the editors and the delete confirmation.
export { ListDeleteConfirm } from "../components/ReviewList/ListDeleteConfirm";
export { MobileEditorBar, renderListEditor } from "../components/ReviewList/ListEditor";
// The list store's writes and the list API's calls they make (the shell hands the store and the API their loaders,
// `list-parts.ts`): the editors and the confirmation, what they do and their calls are one chunk, one download.
export { listWrites } from "../controller/list-writes";
export { createListWriteCalls } from "../api/list-writes";

/** Their styles, added after the list's own when this chunk loads (in the order they had in the list's sheet). */
export const css = [listEditorCss, replyEditorCss, deleteConfirmCss].join("\n");
