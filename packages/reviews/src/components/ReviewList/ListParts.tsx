import { deleteConfirmCss } from "../DeleteConfirm/DeleteConfirm.styles";
import { replyEditorCss } from "../ReplyEditor/ReplyEditor.styles";
import { listEditorCss } from "./ListEditor.styles";

// What the list shows only after a click: the editors and the delete confirmation.
export { ListDeleteConfirm } from "./ListDeleteConfirm";
export { MobileEditorBar, renderListEditor } from "./ListEditor";
// The list store's writes and the list API's calls they make (`controller/list-writes-chunk.ts` and `api/list.ts`
// take them from here): the editors and the confirmation, what they do and their calls are one chunk, one download.
export { listWrites } from "../../controller/list-writes";
export { createListWriteCalls } from "../../api/list-writes";

/** Their styles, added after the list's own when this chunk loads (in the order they had in the list's sheet). */
export const css = [listEditorCss, replyEditorCss, deleteConfirmCss].join("\n");
