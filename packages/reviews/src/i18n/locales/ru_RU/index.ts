import list from "./list";
import rating from "./rating";

/** The widget's texts in ru_RU: the rating texts at the top level, the list's under `list`. */
export default { ...rating, list };
