/** Dashboard: the tab opened after sign-in, and the shortcuts shown at the top of the Daily tab. */
import { QUICK_ACTION_LABELS, QUICK_ACTIONS, TAB_LABELS, TABS } from '@wellness/contract';
import { CheckboxField, SelectField } from '@/components/form-controls';
import { toggleInList } from './preference-draft-rules';
import type { TabProps } from './tab-props';

export function DashboardTab({ draft, update }: TabProps) {
  return (
    <div className="flex flex-col gap-8">
      <SelectField
        className="max-w-sm"
        label="Default landing tab"
        hint="The tab that opens after you sign in."
        value={draft.defaultTab}
        options={TABS.map((tab) => ({ value: tab, label: TAB_LABELS[tab] }))}
        onChange={(event) => update({ ...draft, defaultTab: TABS.find((tab) => tab === event.target.value) ?? draft.defaultTab })}
      />
      <fieldset className="flex flex-col gap-2">
        <legend className="text-base font-semibold text-slate-900">Quick actions</legend>
        <p className="text-sm text-slate-600">Shortcuts at the top of the Daily tab.</p>
        <div className="grid gap-x-6 sm:grid-cols-2">
          {QUICK_ACTIONS.map((action) => (
            <CheckboxField
              key={action}
              label={QUICK_ACTION_LABELS[action]}
              checked={draft.quickActions.includes(action)}
              onChange={(on) => update({ ...draft, quickActions: toggleInList(draft.quickActions, action, on) })}
            />
          ))}
        </div>
      </fieldset>
    </div>
  );
}
