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

export const KNOWN_GAPS: Readonly<Record<string, readonly KnownGap[]>> = {
  'rx-brand': [
    {
      name: 'K-Tab',
      reason: 'Once the dose-form word "tab" is dropped the name is the single letter "k", too short to match safely.',
    },
  ],
  'otc-brand': [
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
    { name: 'ashwagandha', reason: `${UNRULED_INTERACTION} (NCCIH: thyroid, diabetes, blood pressure, sedative and immunosuppressant medicines).` },
    { name: 'SAMe', reason: `${UNRULED_INTERACTION} (NCCIH: antidepressants); also, the name normalises to the English word "same".` },
    { name: 'goldenseal', reason: `${UNRULED_INTERACTION} (NCCIH: it slows the liver enzymes that clear many medicines).` },
    { name: 'licorice root', reason: `${UNRULED_INTERACTION} (NCCIH: low potassium and high blood pressure with some medicines).` },
    { name: 'hawthorn', reason: `${UNRULED_INTERACTION} (NCCIH: heart medicines).` },
    { name: 'bitter orange', reason: `${UNRULED_INTERACTION} (a stimulant, synephrine; no rule covers stimulants with MAOIs or caffeine).` },
    { name: 'yohimbe', reason: `${UNRULED_INTERACTION} (NCCIH: a stimulant with MAOIs and blood pressure medicines).` },
    { name: 'ephedra', reason: `${UNRULED_INTERACTION} (a sympathomimetic like pseudoephedrine, banned in US supplements; no source-backed class yet).` },
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
    { name: 'Withania somnifera', reason: 'Latin name of ashwagandha, which is a gap.' },
    { name: 'S-adenosyl-L-methionine', reason: 'Full name of SAMe, which is a gap.' },
    { name: 'licorice', reason: 'Form of licorice root, which is a gap.' },
    { name: 'ma huang', reason: 'Chinese name of ephedra, which is a gap.' },
    {
      name: 'EGCG',
      reason:
        "Green tea's main catechin; some EGCG products are decaffeinated, so mapping it to green tea extract (a caffeine source) could be wrong either way.",
    },
  ],
};
