/**
 * Static help page "Understanding Substance Types": the five types, their colours (prescription
 * red, OTC blue, supplement green) and what the form records for each, and how interaction checks work.
 */
import { GuideLink, TabLink } from '../guide-links';
import { Bullets, GuideSection, Item, Note, Paragraph, Ui } from '../guide-parts';

export function SubstanceTypesPage() {
  return (
    <>
      <Paragraph>
        Everything you take is a <em>substance</em> in this app, and each has one of five types. The type decides the colour of its label in your list and which
        extra fields its form offers. All five are kept together in the <TabLink tab="supplements" />, and all five can be logged on the Daily tab.
      </Paragraph>

      <GuideSection title="The five types">
        <Bullets>
          <Item>
            <Ui>Prescription</Ui> (red label): medicines a clinician prescribed. The form adds <Ui>Prescriber</Ui>, <Ui>Pharmacy</Ui> and{' '}
            <Ui>Refills remaining</Ui>; insurance and copay details fit in the notes.
          </Item>
          <Item>
            <Ui>OTC Medication</Ui> (blue label): medicines bought without a prescription, such as pain relievers or allergy tablets. Many combine several
            medicines (cold and flu remedies, for example), so the form invites you to list the active ingredients from the Drug Facts label; each one is then
            checked for interactions.
          </Item>
          <Item>
            <Ui>Supplement</Ui> (green label): vitamins, minerals and other dietary supplements. Record the brand, dosage and serving size, and the expiry date;
            certifications and third-party testing (for example USP or NSF marks) belong in the notes.
          </Item>
          <Item>
            <Ui>Herbal</Ui> (light green label): plant-based remedies. The form adds <Ui>Extract ratio</Ui> (such as 4:1) and <Ui>Standardization</Ui> (such as
            0.3% hypericin), which tell two products of the same herb apart.
          </Item>
          <Item>
            <Ui>Homeopathic</Ui> (violet label): homeopathic preparations. The form adds <Ui>Potency</Ui> (such as 30C).
          </Item>
        </Bullets>
      </GuideSection>

      <GuideSection title="What every type records">
        <Bullets>
          <Item>
            <Ui>Name</Ui> (the only required field). Suggestions appear as you type; those marked &ldquo;In your library&rdquo; are already in your list.
          </Item>
          <Item>
            <Ui>Brand</Ui>, <Ui>Category</Ui>, <Ui>Dosage</Ui> and <Ui>Unit</Ui> (for example 50 mg), and <Ui>Product form</Ui> (tablet, capsule, liquid…).
          </Item>
          <Item>
            <Ui>Remaining supply</Ui>: how many doses are left. Each dose you log takes one off. The card in your list and the dose card on the Daily tab warn
            the same way, and each warning says which threshold it used: <Ui>Low stock</Ui> when fewer than 10 are left, and the stronger <Ui>Low supply</Ui> at
            7 or fewer, or once the refill date of its run-out forecast has come.
          </Item>
          <Item>
            <Ui>Expiration date</Ui>: the card says &ldquo;Expires in N days&rdquo; during the last 30 days and &ldquo;Expired&rdquo; after.
          </Item>
          <Item>
            Under <Ui>Advanced Options</Ui>: the active ingredients (amount, unit, form, % daily value, standardized or not) and free notes.
          </Item>
        </Bullets>
      </GuideSection>

      <GuideSection title="Interaction warnings">
        <Paragraph>
          As soon as your list holds two or more substances, the app checks them against each other and shows a banner above the list. Warnings come from a
          curated database shipped with the app, in which every rule cites a public source such as an official drug label or an NIH fact sheet. They are grouped
          as <Ui>Critical</Ui>, <Ui>Moderate</Ui> or <Ui>Mild</Ui>, and the banner also lists foods, drinks and lab tests to watch (grapefruit or alcohol, for
          example).
        </Paragraph>
        <Paragraph>While you type a name in the form, the same check runs against what you already have, so you see a warning before you save.</Paragraph>
      </GuideSection>

      <Note title="No warning does not mean safe">
        <p>
          The banner says which items could not be checked (a name the database does not know, for example). An interaction can also exist that the database
          does not contain. Ask your pharmacist or doctor before combining medicines; the <Ui>Report for your clinician</Ui> button in the Substances tab prints
          your list and its warnings to take along.
        </p>
      </Note>

      <Paragraph>
        Ready to add one? Follow <GuideLink id="adding-prescriptions" />.
      </Paragraph>
    </>
  );
}
