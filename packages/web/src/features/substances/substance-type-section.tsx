/** The substance form's section for its type: prescription, OTC, herbal extract or homeopathic details. */
import type { ReactNode } from 'react';
import type { SubstanceType } from '@wellness/contract';
import { Button } from '@/components/button';
import { Icon } from '@/components/icons';
import { TextField } from '@/components/text-field';
import type { ScalarFieldName } from './substance-form-values';

/** A text field's value, change handler and error, by field name. */
export type TextProps = (field: ScalarFieldName) => { value: string; onChange: (event: { target: { value: string } }) => void; error: string | undefined };

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <fieldset className="flex flex-col gap-3 border-t border-slate-200 pt-4">
      <legend className="float-left mb-3 w-full text-base font-semibold text-slate-900">{title}</legend>
      {children}
    </fieldset>
  );
}

/** The type's own fields. Which types show the extract section is left open by the spec: herbal only. */
export function TypeSection({ type, text, onAddIngredient }: { type: SubstanceType; text: TextProps; onAddIngredient: () => void }) {
  switch (type) {
    case 'PRESCRIPTION':
      return (
        <Section title="Prescription details">
          <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
            <TextField label="Prescriber" labelNote="(optional)" placeholder="e.g. Dr. Rivera" autoComplete="off" {...text('prescribedBy')} />
            <TextField label="Pharmacy" labelNote="(optional)" autoComplete="off" {...text('pharmacy')} />
            <TextField
              label="Refills remaining"
              labelNote="(optional)"
              inputMode="numeric"
              placeholder="e.g. 2"
              autoComplete="off"
              {...text('refillsRemaining')}
            />
          </div>
        </Section>
      );
    case 'OTC_MEDICATION':
      return (
        <Section title="Over-the-counter details">
          <p className="text-sm text-slate-700">
            Many OTC products combine several medicines (cold and flu remedies, for example). Add the active ingredients from the Drug Facts label so each one
            is checked for interactions.
          </p>
          <div>
            <Button variant="secondary" onClick={onAddIngredient}>
              <Icon name="plus" className="size-4" />
              Add active ingredient
            </Button>
          </div>
        </Section>
      );
    case 'HERBAL':
      return (
        <Section title="Herbal extract">
          <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
            <TextField label="Extract ratio" labelNote="(optional)" placeholder="e.g. 4:1" autoComplete="off" {...text('extractRatio')} />
            <TextField label="Standardization" labelNote="(optional)" placeholder="e.g. 0.3% hypericin" autoComplete="off" {...text('standardization')} />
          </div>
        </Section>
      );
    case 'HOMEOPATHIC':
      return (
        <Section title="Homeopathic details">
          <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
            <TextField label="Potency" labelNote="(optional)" placeholder="e.g. 30C" autoComplete="off" {...text('potency')} />
          </div>
        </Section>
      );
    case 'SUPPLEMENT':
      return null;
  }
}
