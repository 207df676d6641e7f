import rating from "./rating";

/** The widget's texts in de_DE: the rating texts at the top level (the list's go under `list`). */
export default { ...rating };
