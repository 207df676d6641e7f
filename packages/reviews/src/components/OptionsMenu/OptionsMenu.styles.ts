/** The menu button's anchor: on screen with every card, part of the list's first sheet. */
export const optionsMenuCss = `
.sxz-menu { position: relative; display: inline-block; }
`;
