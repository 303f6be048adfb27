/**
 * What is on the coverage lists but not handled yet, by group, each with the reason. The coverage test fails when a
 * group's misses differ from this list either way: a name that stops resolving, or a gap that was closed but is still
 * listed. Closing a gap means deleting it here and updating docs/interaction-coverage.md.
 */
export interface KnownGap {
  readonly name: string;
  readonly reason: string;
}

/** A supplement for which ODS or NCCIH names an interaction that no rule holds yet: recognising it would read as safe. */
const UNRULED_INTERACTION = 'ODS or NCCIH names an interaction with common medicines that no rule holds yet';

/** Recognised, but listed in not-checked-supplements.ts, so every report names it as not checked. */
const NAMED_NOT_CHECKED = 'Recognised but named not checked in not-checked-supplements.ts';

export const KNOWN_GAPS: Readonly<Record<string, readonly KnownGap[]>> = {
  'rx-brand': [
    {
      name: 'K-Tab',
      reason: 'Once the dose-form word "tab" is dropped the name is the single letter "k", too short to match safely.',
    },
  ],
  'rx300-generic': [
    {
      name: 'colesevelam',
      reason: 'Its label says to take levothyroxine, glyburide and birth control pills 4 hours before it (binding); no rule holds that yet.',
    },
    {
      name: 'cilostazol',
      reason: 'Its label lowers the dose with strong CYP3A4 inhibitors, and it inhibits platelets; its antiplatelet class membership is not sourced yet.',
    },
    { name: 'ranolazine', reason: 'Its label contraindicates strong CYP3A4 inhibitors and inducers; no rule names ranolazine yet.' },
    {
      name: 'propafenone',
      reason: 'An antiarrhythmic whose label warns with CYP2D6 and CYP3A4 inhibitors and QT-prolonging drugs; its classes are not sourced yet.',
    },
    { name: 'primidone', reason: 'Is metabolised to phenobarbital (an enzyme inducer and sedative); its class memberships are not sourced yet.' },
    { name: 'paliperidone', reason: 'Its label warns against other QT-prolonging drugs; its QT class is not sourced yet.' },
    { name: 'disulfiram', reason: 'Its whole point is a severe reaction with alcohol (including in medicines and foods); no rule holds that yet.' },
    { name: 'rimegepant', reason: 'Its label says to avoid strong CYP3A4 inhibitors and inducers; no rule names it yet.' },
    { name: 'ubrogepant', reason: 'Its label contraindicates strong CYP3A4 inhibitors; no rule names it yet.' },
    { name: 'methenamine', reason: 'Its label warns against sulfonamides (sulfamethoxazole); no rule holds that yet.' },
    {
      name: 'emtricitabine and tenofovir',
      reason: "The St John's wort rule's hiv_antiretroviral class would flag these where the Truvada label does not; they need per-drug classes first.",
    },
    { name: 'sevelamer', reason: 'Its label says to separate ciprofloxacin and mycophenolate (binding); no rule holds that yet.' },
    { name: 'epinephrine', reason: 'Its label warns with tricyclic antidepressants, MAOIs and beta blockers; no rule holds that yet.' },
    { name: 'mycophenolate', reason: 'Its label warns with magnesium and aluminium antacids, proton pump inhibitors and sevelamer; no rule holds that yet.' },
    { name: 'tacrolimus', reason: 'Its label warns that strong CYP3A4 inhibitors and inducers change its levels a lot; no rule names it yet.' },
  ],
  'rx300-brand': [
    { name: 'Welchol', reason: 'Brand of colesevelam, which is a gap.' },
    { name: 'Ranexa', reason: 'Brand of ranolazine, which is a gap.' },
    { name: 'Rythmol', reason: 'Brand of propafenone, which is a gap.' },
    { name: 'Mysoline', reason: 'Brand of primidone, which is a gap.' },
    { name: 'Invega', reason: 'Brand of paliperidone, which is a gap.' },
    { name: 'Antabuse', reason: 'Brand of disulfiram, which is a gap.' },
    { name: 'Nurtec ODT', reason: 'Brand of rimegepant, which is a gap.' },
    { name: 'Ubrelvy', reason: 'Brand of ubrogepant, which is a gap.' },
    { name: 'Hiprex', reason: 'Brand of methenamine, which is a gap.' },
    { name: 'Renvela', reason: 'Brand of sevelamer, which is a gap.' },
    { name: 'EpiPen', reason: 'Brand of epinephrine, which is a gap.' },
    { name: 'CellCept', reason: 'Brand of mycophenolate, which is a gap.' },
    { name: 'Prograf', reason: 'Brand of tacrolimus, which is a gap.' },
    { name: 'Truvada', reason: 'Brand of emtricitabine and tenofovir, which is a gap.' },
    { name: 'Descovy', reason: 'Brand of emtricitabine and tenofovir alafenamide, which is a gap.' },
  ],
  'otc-generic': [
    {
      name: 'bismuth subsalicylate',
      reason: `${NAMED_NOT_CHECKED} (a salicylate: its label names blood thinners; it binds tetracyclines); no sourced rule yet.`,
    },
  ],
  'otc-product': [{ name: 'Pepto-Bismol', reason: 'Brand of bismuth subsalicylate, which is named not checked.' }],
  'otc-brand': [
    { name: 'Pepto-Bismol', reason: 'Brand of bismuth subsalicylate, which is named not checked.' },
    { name: 'Kaopectate', reason: 'Brand of bismuth subsalicylate, which is named not checked.' },
    {
      name: 'Bayer',
      reason: 'A company name that also sells non-aspirin products; "Bayer Aspirin" resolves, "Bayer" alone must stay not checked.',
    },
  ],
  'supplement-name': [
    { name: 'multivitamin', reason: "Contents differ by product; the item's own ingredient list is checked instead." },
    { name: 'niacin', reason: `${UNRULED_INTERACTION} (the prescription niacin label warns with statins).` },
    { name: 'iodine', reason: `${UNRULED_INTERACTION} (ODS: antithyroid medicines; potassium iodide with potassium-raising medicines).` },
    { name: 'coenzyme Q10', reason: `${UNRULED_INTERACTION} (NCCIH: may make warfarin less effective).` },
    {
      name: 'ashwagandha',
      reason: `${NAMED_NOT_CHECKED} (ODS, NCCIH: thyroid, diabetes, blood pressure, sedative and immunosuppressant medicines).`,
    },
    {
      name: 'SAMe',
      reason: 'The name normalises to the English word "same", which would be found inside unrelated product names; its full name resolves.',
    },
    { name: 'goldenseal', reason: `${NAMED_NOT_CHECKED} (NCCIH: it slows CYP3A4 and CYP2D6 but gives no strength).` },
    { name: 'licorice root', reason: `${UNRULED_INTERACTION} (NCCIH: low potassium and high blood pressure with some medicines).` },
    { name: 'hawthorn', reason: `${UNRULED_INTERACTION} (NCCIH: heart medicines).` },
    { name: 'ephedra', reason: `${UNRULED_INTERACTION} (a sympathomimetic like pseudoephedrine, banned in US supplements; no source-backed class yet).` },
    {
      name: 'sage',
      reason: 'A common word in product and brand names; found inside a longer name it would misplace the product.',
    },
    ...['turmeric', 'ginger', 'chamomile', 'cranberry', 'feverfew', 'fenugreek'].map((name) => ({
      name,
      reason: `${NAMED_NOT_CHECKED} (herb references tie it to blood thinners or other medicines; no sourced rule yet).`,
    })),
    { name: 'thunder god vine', reason: 'NCCIH: suppresses the immune system and has serious side effects; left for a rule with immunosuppressants.' },
  ],
  'supplement-form': [
    { name: 'vitamin B3', reason: 'Form of niacin, which is a gap.' },
    { name: 'nicotinic acid', reason: 'Form of niacin, which is a gap.' },
    { name: 'multivitamin/mineral', reason: 'Form of multivitamin, which is a gap.' },
    { name: 'prenatal vitamin', reason: 'Form of multivitamin, which is a gap (prenatals usually carry iron and calcium).' },
    { name: 'CoQ10', reason: 'Form of coenzyme Q10, which is a gap.' },
    { name: 'ubiquinol', reason: 'Form of coenzyme Q10, which is a gap.' },
    { name: 'ubiquinone', reason: 'Form of coenzyme Q10, which is a gap.' },
    { name: 'Withania somnifera', reason: 'Latin name of ashwagandha, which is named not checked.' },
    {
      name: 'S-adenosyl-L-methionine',
      reason: 'Resolves (serotonergic per NCCIH) but is measured against the name "SAMe", which is a gap.',
    },
    { name: 'licorice', reason: 'Form of licorice root, which is a gap.' },
    { name: 'curcumin', reason: 'Form of turmeric, which is named not checked.' },
    { name: 'ma huang', reason: 'Chinese name of ephedra, which is a gap.' },
    {
      name: 'EGCG',
      reason:
        "Green tea's main catechin; some EGCG products are decaffeinated, so mapping it to green tea extract (a caffeine source) could be wrong either way.",
    },
  ],
};
