export const avatarCss = `
.sxz-avatar { border-radius: 50%; object-fit: cover; flex: none; background: var(--sxz-surface-raised, #f5f6f8); }
.sxz-avatar--fallback { display: inline-flex; align-items: center; justify-content: center; font-weight: 600;
  color: var(--sxz-on-primary, #fff); background: var(--sxz-primary, #0a58ca); }
`;
