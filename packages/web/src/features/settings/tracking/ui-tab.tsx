/** UI/UX: theme (Auto follows the system), text size for the whole app, animations, high contrast. */
import { FONT_SIZE_LABELS, FONT_SIZES, THEME_LABELS, THEMES } from '@wellness/contract';
import { CheckboxField } from '@/components/form-controls';
import { ChoiceGroup } from './choice-group';
import type { TabProps } from './tab-props';

export function UiTab({ draft, update }: TabProps) {
  return (
    <div className="flex flex-col gap-8">
      <ChoiceGroup legend="Theme" name="theme" options={THEMES} labels={THEME_LABELS} value={draft.theme} onChange={(theme) => update({ ...draft, theme })} />
      <ChoiceGroup
        legend="Text size"
        name="font-size"
        options={FONT_SIZES}
        labels={FONT_SIZE_LABELS}
        value={draft.fontSize}
        onChange={(fontSize) => update({ ...draft, fontSize })}
      />
      <div className="flex flex-col">
        <CheckboxField
          label="Animations and transitions"
          checked={draft.animationsEnabled}
          onChange={(animationsEnabled) => update({ ...draft, animationsEnabled })}
        />
        <p className="text-sm text-slate-600">Off, or when your system asks for reduced motion, nothing on screen moves or fades.</p>
        <CheckboxField
          className="mt-3"
          label="High contrast (whatever the theme)"
          checked={draft.highContrast}
          onChange={(highContrast) => update({ ...draft, highContrast })}
        />
      </div>
    </div>
  );
}
