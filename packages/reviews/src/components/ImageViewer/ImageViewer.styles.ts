/** The full-screen viewer: comes with its chunk (`ActionParts`), when a thumbnail is opened. */
export const imageViewerCss = `
.sxz-viewer { position: fixed; inset: 0; z-index: 30; display: flex; flex-direction: column; align-items: center; justify-content: center; background: rgb(0 0 0 / 92%); color: #fff; }
.sxz-viewer__image { max-width: 100%; max-height: calc(100% - 64px); object-fit: contain; }
.sxz-viewer__caption { margin: 8px; }
.sxz-viewer__close, .sxz-viewer__prev, .sxz-viewer__next { position: absolute; width: 44px; height: 44px; border: 0; border-radius: 50%;
  background: rgb(255 255 255 / 18%); color: #fff; font-size: 28px; line-height: 1; cursor: pointer; }
.sxz-viewer__close { top: 12px; inset-inline-end: 12px; }
.sxz-viewer__prev { inset-inline-start: 12px; top: 50%; }
.sxz-viewer__next { inset-inline-end: 12px; top: 50%; }
`;
