/**
 * The five Settings sub-tabs as an ARIA tab list: one tab stop (the selected tab), arrow keys, Home and End
 * move between them, and choosing one puts it in the URL (/settings/account), so reload and back keep it.
 */
import { useRef, type KeyboardEvent } from 'react';
import { neighbourSection, SETTINGS_SECTION_LABELS, SETTINGS_SECTIONS, type SettingsSection } from './settings-sections';

export const settingsTabId = (section: SettingsSection) => `settings-tab-${section}`;
export const SETTINGS_PANEL_ID = 'settings-panel';

interface SettingsSubNavProps {
  current: SettingsSection;
  onSelect: (section: SettingsSection) => void;
}

export function SettingsSubNav({ current, onSelect }: SettingsSubNavProps) {
  const tabs = useRef(new Map<SettingsSection, HTMLButtonElement>());

  const onKeyDown = (event: KeyboardEvent) => {
    const next = neighbourSection(current, event.key);
    if (next === null) return;
    event.preventDefault();
    onSelect(next);
    tabs.current.get(next)?.focus();
  };

  return (
    <div role="tablist" aria-label="Settings sections" onKeyDown={onKeyDown} className="flex flex-wrap gap-2">
      {SETTINGS_SECTIONS.map((section) => {
        const selected = section === current;
        return (
          <button
            key={section}
            ref={(element) => {
              if (element) tabs.current.set(section, element);
              else tabs.current.delete(section);
            }}
            type="button"
            role="tab"
            id={settingsTabId(section)}
            aria-selected={selected}
            aria-controls={SETTINGS_PANEL_ID}
            tabIndex={selected ? 0 : -1}
            onClick={() => onSelect(section)}
            className={
              'inline-flex min-h-10 items-center rounded-full border px-4 text-sm font-medium transition-colors ' +
              'focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-teal-600 ' +
              (selected ? 'border-teal-700 bg-teal-700 text-white' : 'border-slate-300 bg-white text-slate-800 hover:bg-slate-100')
            }
          >
            {SETTINGS_SECTION_LABELS[section]}
          </button>
        );
      })}
    </div>
  );
}
