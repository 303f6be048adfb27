/**
 * Properties of the ADHD medicines and wake-promoting agents. Each claim cites the drug's own label (or the FDA
 * table of substrates, inhibitors and inducers). A substrate's grade follows the FDA's definitions: "sensitive" only
 * where the FDA table lists the drug, "moderate" where the label says the enzyme's inhibitors raise its levels.
 * What the vocabulary cannot say (a weak inhibitor or inducer) is left out and named in
 * docs/interaction-coverage.md rather than rounded up.
 */
import type { SubstanceClaims } from './claim-types.js';
import type { PropertyClaim } from './properties.js';
import { ADHD_SOURCES, SOURCES } from './sources.js';
import type { Source } from './types.js';

/**
 * Every amphetamine label (the class labelling): raises blood pressure and heart rate, serotonin syndrome with
 * serotonergic drugs, and CYP2D6 inhibitors raise amphetamine exposure.
 */
const amphetamineClaims = (...labels: Source[]): readonly PropertyClaim[] => [
  { property: 'sympathomimetic', sources: labels },
  { property: 'serotonergic', sources: labels },
  { property: 'cyp2d6_moderate_substrate', sources: labels },
];

export const ADHD_CLAIMS: SubstanceClaims = {
  amphetamine: amphetamineClaims(SOURCES.amphetamineLabel, ADHD_SOURCES.amphetamineSulfateLabel),
  dextroamphetamine: amphetamineClaims(SOURCES.amphetamineLabel, ADHD_SOURCES.dextroamphetamineLabel),
  lisdexamfetamine: amphetamineClaims(ADHD_SOURCES.lisdexamfetamineLabel),
  // Desoxyn's older-format label warns of raised blood pressure and serotonin syndrome but names no CYP2D6 effect.
  methamphetamine: [
    { property: 'sympathomimetic', sources: [ADHD_SOURCES.desoxynLabel] },
    { property: 'serotonergic', sources: [ADHD_SOURCES.desoxynLabel] },
  ],

  // Methylphenidates: blood pressure and heart rate rise (label warnings); not cleared by CYP enzymes.
  methylphenidate: [{ property: 'sympathomimetic', sources: [ADHD_SOURCES.methylphenidateLabel] }],
  dexmethylphenidate: [{ property: 'sympathomimetic', sources: [ADHD_SOURCES.dexmethylphenidateLabel] }],
  serdexmethylphenidate: [{ property: 'sympathomimetic', sources: [ADHD_SOURCES.azstarysLabel] }],

  // The FDA table lists atomoxetine as a sensitive CYP2D6 substrate; its label warns of raised blood pressure and pulse.
  atomoxetine: [
    { property: 'cyp2d6_sensitive_substrate', sources: [ADHD_SOURCES.fdaDdiTable, SOURCES.stratteraLabel] },
    { property: 'sympathomimetic', sources: [SOURCES.stratteraLabel] },
  ],
  // Qelbree: a strong CYP1A2 inhibitor, contraindicated with sensitive or narrow-range CYP1A2 substrates; raises
  // blood pressure and heart rate. (It also weakly inhibits CYP2D6 and CYP3A4, which the vocabulary has no word for.)
  viloxazine: [
    { property: 'cyp1a2_strong_inhibitor', sources: [ADHD_SOURCES.qelbreeLabel] },
    { property: 'sympathomimetic', sources: [ADHD_SOURCES.qelbreeLabel] },
  ],
  // Intuniv: ketoconazole triples guanfacine exposure (a moderate sensitive substrate by the FDA's 2- to 5-fold
  // definition) and rifampin lowers it; sedation adds up with other CNS depressants and alcohol.
  guanfacine: [
    { property: 'cyp3a4_moderate_substrate', sources: [SOURCES.intunivLabel] },
    { property: 'cns_depressant', sources: [SOURCES.intunivLabel] },
  ],
  // Kapvay / Onyda XR: sedation adds up with alcohol, sedatives and other CNS depressants.
  clonidine: [{ property: 'cns_depressant', sources: [ADHD_SOURCES.clonidineErLabel] }],

  // Provigil and Nuvigil: "moderately induces CYP3A" (midazolam, triazolam and cyclosporine lowered; hormonal birth
  // control may fail during use and for a month after) and CYP2C19 is inhibited, which the Nuvigil label calls
  // moderate (omeprazole up about 40%); both labels advise lower doses of CYP2C19 substrates such as diazepam,
  // phenytoin and propranolol. Modafinil is the mixture of armodafinil and its mirror image.
  modafinil: [
    { property: 'cyp3a4_moderate_inducer', sources: [ADHD_SOURCES.provigilLabel] },
    { property: 'cyp2c19_moderate_inhibitor', sources: [ADHD_SOURCES.provigilLabel] },
  ],
  armodafinil: [
    { property: 'cyp3a4_moderate_inducer', sources: [ADHD_SOURCES.nuvigilLabel] },
    { property: 'cyp2c19_moderate_inhibitor', sources: [ADHD_SOURCES.nuvigilLabel] },
  ],
  // Sunosi: a dopamine and noradrenaline reuptake inhibitor that raises blood pressure and heart rate; MAOIs contraindicated.
  solriamfetol: [{ property: 'sympathomimetic', sources: [ADHD_SOURCES.sunosiLabel] }],
  // Wakix: strong CYP2D6 inhibitors about double its exposure (dose halved); it prolongs QT. The label calls its CYP3A4
  // induction weak, below what cyp3a4_moderate_inducer means, yet asks for non-hormonal birth control during use and
  // for 21 days after: that warning is the label rule pitolisant-hormonal-contraceptives.
  pitolisant: [
    { property: 'cyp2d6_moderate_substrate', sources: [ADHD_SOURCES.wakixLabel] },
    // Strong CYP3A4 inducers halve its exposure (its label doubles the dose with them).
    { property: 'cyp3a4_moderate_substrate', sources: [ADHD_SOURCES.wakixLabel, ADHD_SOURCES.fdaDdiTable] },
    { property: 'qt_prolonging', sources: [ADHD_SOURCES.wakixLabel] },
  ],
};
