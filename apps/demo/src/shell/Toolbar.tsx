import { useId, useState } from "react";
import { LANGUAGE_NAMES } from "../i18n";
import { LANGUAGES, LAYOUTS, THEMES, VARIANTS } from "../view/view-settings";
import type { ViewSettings } from "../view/view-settings";
import { useView } from "../view/useView";

interface ChoiceProps<T extends string> {
  label: string;
  value: T;
  options: readonly T[];
  name: (option: T) => string;
  onChange: (value: T) => void;
  optionLang?: (option: T) => string;
}

function Choice<T extends string>({ label, value, options, name, onChange, optionLang }: ChoiceProps<T>) {
  const id = useId();
  return (
    <div className="toolbar__field">
      <label htmlFor={id}>{label}</label>
      <select id={id} value={value} onChange={(event) => onChange(event.target.value as T)}>
        {options.map((option) => (
          <option key={option} value={option} lang={optionLang?.(option)}>
            {name(option)}
          </option>
        ))}
      </select>
    </div>
  );
}

interface ToolbarProps {
  id: string;
  /** On narrow screens the settings fold away behind the header's settings button; wider screens always show them. */
  open: boolean;
}

/** Switches variant, layout, theme and language; every choice is written into the address. */
export function Toolbar({ id, open }: ToolbarProps) {
  const { settings, texts, change } = useView();
  const [copied, setCopied] = useState(false);
  const set =
    <K extends keyof ViewSettings>(key: K) =>
    (value: ViewSettings[K]) =>
      change({ [key]: value });
  const names: Record<string, string> = {
    external: texts.variantExternal,
    internal: texts.variantInternal,
    desktop: texts.layoutDesktop,
    mobile: texts.layoutMobile,
    light: texts.themeLight,
    dark: texts.themeDark,
  };
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(location.href);
      setCopied(true);
      setTimeout(() => setCopied(false), 2000);
    } catch {
      // Clipboard refused (insecure origin, denied permission): the address bar still holds the view.
    }
  };
  return (
    <section id={id} className="toolbar" data-open={open || undefined} aria-label={texts.toolbarLabel}>
      <Choice
        label={texts.variantLabel}
        value={settings.variant}
        options={VARIANTS}
        name={(v) => names[v] ?? v}
        onChange={set("variant")}
      />
      <Choice
        label={texts.layoutLabel}
        value={settings.layout}
        options={LAYOUTS}
        name={(v) => names[v] ?? v}
        onChange={set("layout")}
      />
      <Choice
        label={texts.themeLabel}
        value={settings.theme}
        options={THEMES}
        name={(v) => names[v] ?? v}
        onChange={set("theme")}
      />
      <Choice
        label={texts.languageLabel}
        value={settings.language}
        options={LANGUAGES}
        name={(code) => LANGUAGE_NAMES[code]}
        optionLang={(code) => code.replace("_", "-")}
        onChange={set("language")}
      />
      <button type="button" className="button button--quiet toolbar__copy" onClick={() => void copy()}>
        {copied ? texts.viewLinkCopied : texts.copyViewLink}
      </button>
    </section>
  );
}
