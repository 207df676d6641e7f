/** A review's thumbnails, on screen with its card: part of the list's first sheet. */
export const galleryCss = `
.sxz-gallery { display: flex; gap: 6px; margin: 6px 0 0; padding: 0; list-style: none; padding-inline-start: 72px; }
.sxz-gallery__thumb { padding: 0; border: 0; background: none; cursor: zoom-in; }
.sxz-gallery__thumb img { width: 64px; height: 64px; object-fit: cover; border-radius: 4px; }
`;
