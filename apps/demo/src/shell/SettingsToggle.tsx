import { useView } from "../view/useView";

interface SettingsToggleProps {
  controls: string;
  open: boolean;
  onToggle: () => void;
}

/** The header's button that shows or hides the view settings on narrow screens (hidden where they always show). */
export function SettingsToggle({ controls, open, onToggle }: SettingsToggleProps) {
  const { texts } = useView();
  return (
    <button type="button" className="settings-toggle" aria-expanded={open} aria-controls={controls} onClick={onToggle}>
      <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true" focusable="false">
        <path d="M4 6h10M18 6h2M4 12h4M12 12h8M4 18h12M20 18h0" />
        <circle cx="16" cy="6" r="2" />
        <circle cx="10" cy="12" r="2" />
        <circle cx="18" cy="18" r="2" />
      </svg>
      <span className="visually-hidden">{texts.toolbarLabel}</span>
    </button>
  );
}
