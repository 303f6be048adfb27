/** Static help page "Adding a Prescription": the Substances tab's Add Prescription form, step by step. */
import { SUBSTANCE_MESSAGES } from '@wellness/contract';
import { GuideLink, TabLink } from '../guide-links';
import { Bullets, GuideSection, Item, Note, Paragraph, Steps, Ui } from '../guide-parts';

export function AddingPrescriptionPage() {
  return (
    <>
      <Paragraph>
        Adding a prescription takes a minute. Have the pharmacy label or the box at hand: the name, strength and number of tablets are printed on it.
      </Paragraph>

      <GuideSection title="Step by step">
        <Steps label="Adding a prescription">
          <Item>
            Open the <TabLink tab="supplements" />.
          </Item>
          <Item>
            Press <Ui>Prescription</Ui>, the first of the add buttons under the heading. The <Ui>Add Prescription</Ui> form opens.
          </Item>
          <Item>
            Type the medicine&rsquo;s <Ui>Name</Ui> as it appears on the label, brand or generic. Pick a suggestion or keep typing. After three letters the form
            checks the name against the substances you already have and shows any known interaction right under the field.
          </Item>
          <Item>
            Enter the <Ui>Dosage</Ui> and <Ui>Unit</Ui> of one dose (for example 20 and mg) and the <Ui>Product form</Ui> (tablet, capsule…). Brand and category
            are optional.
          </Item>
          <Item>
            Enter the <Ui>Remaining supply</Ui>, the number of doses you have left. Every dose you log on the Daily tab takes one off, and its card in your list
            and its dose card on the Daily tab warn you alike: <Ui>Low stock</Ui> when fewer than 10 are left, <Ui>Low supply</Ui> at 7 or fewer. Add the{' '}
            <Ui>Expiration date</Ui> if you want to be told before it expires.
          </Item>
          <Item>
            Under <Ui>Prescription details</Ui>, fill in the <Ui>Prescriber</Ui>, the <Ui>Pharmacy</Ui> and the <Ui>Refills remaining</Ui>.
          </Item>
          <Item>
            Optionally open <Ui>Advanced Options</Ui>: list the active ingredients of a combination medicine so each is checked for interactions, and use{' '}
            <Ui>Notes</Ui> for insurance, copay, timing instructions or anything else worth keeping.
          </Item>
          <Item>
            Press <Ui>Add</Ui>. The form closes and the prescription appears in your list with a red <Ui>Prescription</Ui> label; the interaction banner is
            checked again with it included.
          </Item>
        </Steps>
      </GuideSection>

      <GuideSection title="Afterwards">
        <Bullets>
          <Item>
            To change it, press the pencil icon on its card: the form opens as <Ui>Edit Prescription</Ui> and saves with <Ui>Update</Ui>.
          </Item>
          <Item>To remove it, press the bin icon; you are asked to confirm, with the medicine named.</Item>
          <Item>
            To log a dose, go to the <TabLink tab="daily" /> and press <Ui>Log dose</Ui> on its card. See <GuideLink id="tracking-usage" />.
          </Item>
        </Bullets>
      </GuideSection>

      <Note title="If saving fails">
        <p>
          The form stays open with everything you typed and says &ldquo;{SUBSTANCE_MESSAGES.saveFailed}&rdquo;, or names the field to correct (a dosage that is
          not a number, for example). Fix it and press <Ui>Add</Ui> again.
        </p>
      </Note>
    </>
  );
}
