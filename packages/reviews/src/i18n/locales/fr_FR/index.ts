import rating from "./rating";

/** The widget's texts in fr_FR: the rating texts at the top level (the list's go under `list`). */
export default { ...rating };
