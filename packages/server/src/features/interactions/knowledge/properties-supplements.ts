/** Properties of supplements and herbs (NIH ODS, NCCIH, labels). Each claim cites the document that states it. */
import type { SubstanceClaims } from './claim-types.js';
import { ADHD_SOURCES, SOURCES } from './sources.js';

export const SUPPLEMENTS_CLAIMS: SubstanceClaims = {
  // The FDA table names St John's wort a strong CYP3A inducer and a P-gp inducer; NCCIH: serotonin syndrome with
  // antidepressants and triptans, and it weakens birth control pills, warfarin, HIV medicines and more.
  st_johns_wort: [
    { property: 'cyp3a4_strong_inducer', sources: [ADHD_SOURCES.fdaDdiTable, SOURCES.nccihStJohnsWort] },
    { property: 'pgp_strong_inducer', sources: [ADHD_SOURCES.fdaDdiTable, SOURCES.nccihStJohnsWort] },
    { property: 'serotonergic', sources: [SOURCES.nccihStJohnsWort] },
  ],
  ginkgo: [{ property: 'bleeding_risk', sources: [SOURCES.nccihGinkgo] }],
  // ODS and NCCIH: at high doses fish oil may add to the effect of anticoagulants such as warfarin.
  omega_3: [{ property: 'bleeding_risk', sources: [ADHD_SOURCES.odsOmega3, SOURCES.nccihOmega3] }],
  kava: [{ property: 'cns_depressant', sources: [SOURCES.nccihKava] }],
  // A food, kept here with the other non-medicines: the oxycodone boxed warning and the alprazolam label name alcohol
  // among the CNS depressants whose effects add up (every drink the foods file maps to alcohol gets this).
  alcohol: [{ property: 'cns_depressant', sources: [SOURCES.oxycodoneLabel, SOURCES.alprazolamLabel] }],
  valerian: [{ property: 'cns_depressant', sources: [SOURCES.nccihValerian] }],
  // The FDA table lists caffeine and melatonin as sensitive CYP1A2 substrates (fluvoxamine, ciprofloxacin raise them).
  melatonin: [{ property: 'cyp1a2_sensitive_substrate', sources: [ADHD_SOURCES.fdaDdiTable] }],
  caffeine: [
    { property: 'cyp1a2_sensitive_substrate', sources: [ADHD_SOURCES.fdaDdiTable] },
    { property: 'sympathomimetic', sources: [SOURCES.fdaCaffeine] },
  ],
  // Minerals that bind medicines in the gut (ODS: quinolones, tetracyclines, levothyroxine, bisphosphonates).
  calcium: [{ property: 'polyvalent_cation', sources: [SOURCES.odsCalcium] }],
  iron: [{ property: 'polyvalent_cation', sources: [SOURCES.odsIron] }],
  magnesium: [{ property: 'polyvalent_cation', sources: [SOURCES.odsMagnesium] }],
  zinc: [{ property: 'polyvalent_cation', sources: [SOURCES.odsZinc] }],
  // NCCIH: SAMe with antidepressants may cause serotonin syndrome.
  s_adenosylmethionine: [{ property: 'serotonergic', sources: [ADHD_SOURCES.nccihSame] }],
  // Epidiolex: raises clobazam's active metabolite about threefold through CYP2C19 (a moderate inhibitor by the
  // FDA's definition) and adds sleepiness to other CNS depressants and alcohol; NCCIH says the same of CBD products.
  cannabidiol: [
    { property: 'cyp2c19_moderate_inhibitor', sources: [ADHD_SOURCES.epidiolexLabel] },
    { property: 'cns_depressant', sources: [ADHD_SOURCES.epidiolexLabel, ADHD_SOURCES.nccihCannabis] },
  ],
  // NCCIH: yohimbe raises blood pressure and heart rate and should not be taken with MAOIs; bitter orange
  // (synephrine) raises them too, more so with caffeine.
  yohimbe: [
    { property: 'sympathomimetic', sources: [ADHD_SOURCES.nccihYohimbe] },
    { property: 'blood_pressure_raising', sources: [ADHD_SOURCES.nccihYohimbe] },
  ],
  bitter_orange: [{ property: 'sympathomimetic', sources: [ADHD_SOURCES.nccihBitterOrange] }],
};
