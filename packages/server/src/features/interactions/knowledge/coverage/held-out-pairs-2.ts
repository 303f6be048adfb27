/**
 * The SECOND held-out pair set, written from the labels and NIH pages on 2026-11-29, after the first set's misses had
 * been seen and closed (held-out-pairs.ts), and committed before it was measured. Same rules as the first set: no rule
 * may be written by looking at this file, severity is the label's own language on our scale (contraindicated →
 * CRITICAL; avoid, boxed or serious warning → HIGH; monitor, adjust the dose, take apart → MEDIUM), and no pair is in
 * the development lists or the first held-out set, by name or by what the names resolve to: the 22 written here
 * that were (found by the clash test at the first measurement) were taken out, whatever the checker gave them.
 */
import { label, ods, nccih, SERTRALINE, INTUNIV, AMPHETAMINE, STRATTERA, RX, OTC, rxRx, rxOtc, rxSupp, rxHerb, otcOtc } from './held-out-builders.js';
import type { HeldOutDuplicate, HeldOutPair } from './held-out-types.js';

export const HELD_OUT_PAIRS_2: readonly HeldOutPair[] = [
  // MAOIs: the stimulant labels, the opioid and the Drug Facts contraindicate use during or within 14 days of one.
  rxRx({ a: 'Daytrana', b: 'isocarboxazid', severity: 'CRITICAL', family: 'adhd-maoi', source: label('DAYTRANA') }),
  rxRx({ a: 'Zenzedi', b: 'linezolid', severity: 'CRITICAL', family: 'adhd-maoi', source: label('ZENZEDI') }),
  rxRx({ a: 'Strattera', b: 'Nardil', severity: 'CRITICAL', family: 'adhd-maoi', source: STRATTERA }),
  rxOtc({ a: 'tranylcypromine', b: 'Mucinex DM', severity: 'CRITICAL', family: 'maoi-otc', source: label('MUCINEX DM') }),
  rxOtc({ a: 'Emsam', b: 'Sudafed PE', severity: 'CRITICAL', family: 'maoi-otc', source: label('SELEGILINE TRANSDERMAL') }),

  // Serotonin: the SSRI/SNRI labels and the tramadol and triptan labels warn of serotonin syndrome.
  rxRx({ a: 'Cymbalta', b: 'sumatriptan', severity: 'HIGH', family: 'serotonergic', source: label('CYMBALTA') }),
  rxHerb({ a: 'Effexor XR', b: "St. John's wort", severity: 'HIGH', family: 'serotonergic', source: nccih('st-johns-wort') }),

  // CNS and breathing: the opioid boxed warning (benzodiazepines and other CNS depressants); FDA's 2019 gabapentinoid
  // warning; two sedatives add up (monitor).
  rxRx({ a: 'gabapentin', b: 'hydrocodone', severity: 'HIGH', family: 'cns', source: label('GABAPENTIN') }),
  rxRx({ a: 'Klonopin', b: 'methadone', severity: 'HIGH', family: 'cns', source: label('METHADONE') }),
  rxRx({ a: 'Intuniv', b: 'Ambien', severity: 'MEDIUM', family: 'cns', source: INTUNIV }),

  // QT: ziprasidone is contraindicated with other QT-prolonging drugs; azithromycin's label says avoid them.
  rxRx({ a: 'Geodon', b: 'citalopram', severity: 'CRITICAL', family: 'qt', source: label('GEODON') }),
  rxRx({ a: 'Zithromax', b: 'haloperidol', severity: 'HIGH', family: 'qt', source: label('ZITHROMAX') }),

  // Enzymes: contraindications and dose changes in the labels.
  rxRx({ a: 'Paxlovid', b: 'colchicine', severity: 'CRITICAL', family: 'cyp3a4', source: label('PAXLOVID') }),
  rxRx({ a: 'Tegretol', b: 'Eliquis', severity: 'HIGH', family: 'cyp3a4', source: label('ELIQUIS') }),
  rxRx({ a: 'Evekeo', b: 'Cymbalta', severity: 'HIGH', family: 'adhd-serotonergic', source: AMPHETAMINE }),
  rxRx({ a: 'Provigil', b: 'diazepam', severity: 'MEDIUM', family: 'adhd-enzymes', source: label('PROVIGIL') }),

  // Bleeding: SSRI labels with NSAIDs, anticoagulant labels with NSAIDs, NIH pages on ginkgo and fish oil.
  rxOtc({ a: 'Celexa', b: 'Motrin IB', severity: 'HIGH', family: 'bleeding', source: label('CELEXA') }),
  rxOtc({ a: 'Pradaxa', b: 'Advil', severity: 'HIGH', family: 'bleeding', source: label('PRADAXA') }),
  rxHerb({ a: 'Eliquis', b: 'ginkgo', severity: 'HIGH', family: 'bleeding', source: nccih('ginkgo') }),
  rxSupp({ a: 'Xarelto', b: 'fish oil', severity: 'MEDIUM', family: 'bleeding', source: nccih('omega3-supplements-in-depth') }),
  rxSupp({ a: 'Plavix', b: 'vitamin E', severity: 'MEDIUM', family: 'bleeding', source: ods('VitaminE') }),

  // Potassium and kidneys: ACE inhibitor labels with potassium; ARB, thiazide and Entresto labels with NSAIDs and ACE
  // inhibitors.
  rxRx({ a: 'enalapril', b: 'Klor-Con', severity: 'HIGH', family: 'potassium', source: label('ENALAPRIL') }),
  rxRx({ a: 'Vasotec', b: 'Entresto', severity: 'CRITICAL', family: 'potassium', source: label('ENTRESTO') }),
  rxOtc({ a: 'losartan', b: 'Aleve', severity: 'MEDIUM', family: 'kidney', source: label('LOSARTAN') }),
  rxOtc({ a: 'hydrochlorothiazide', b: 'ibuprofen', severity: 'MEDIUM', family: 'kidney', source: label('HYDROCHLOROTHIAZIDE') }),

  // Binding in the gut: take apart.
  rxSupp({ a: 'levofloxacin', b: 'zinc', severity: 'MEDIUM', family: 'chelation', source: ods('Zinc') }),

  // Heart rate and blood pressure: stimulant labels with other sympathomimetics and with blood pressure medicines.
  rxOtc({ a: 'Vyvanse', b: 'phenylephrine', severity: 'MEDIUM', family: 'sympathomimetic', source: AMPHETAMINE }),
  rxRx({ a: 'Ritalin', b: 'metoprolol', severity: 'MEDIUM', family: 'sympathomimetic', source: label('RITALIN') }),
  rxRx({ a: 'Kapvay', b: 'Xanax', severity: 'MEDIUM', family: 'cns', source: label('KAPVAY') }),

  // Supplements people with ADHD take, with their NIH pages.
  rxSupp({ a: 'fluvoxamine', b: 'melatonin', severity: 'HIGH', family: 'cyp1a2', source: label('FLUVOXAMINE') }),
  rxHerb({ a: 'warfarin', b: 'Asian ginseng', severity: 'MEDIUM', family: 'supplements', source: nccih('asian-ginseng') }),
  otcOtc({ a: 'Benadryl', b: 'Unisom SleepTabs', severity: 'MEDIUM', family: 'cns', source: label('DOXYLAMINE') }),
];

/** Duplicates written the same day, from the same labels. */
export const HELD_OUT_DUPLICATES_2: readonly HeldOutDuplicate[] = [
  { a: 'Excedrin', b: 'Tylenol PM', kind: 'same-ingredient', shared: 'acetaminophen', aType: OTC, bType: OTC, source: label('ACETAMINOPHEN') },
  { a: 'Prozac', b: 'Lexapro', kind: 'same-class', shared: 'SSRIs', aType: RX, bType: RX, source: SERTRALINE },
  { a: 'Mucinex DM', b: 'Delsym', kind: 'same-ingredient', shared: 'dextromethorphan', aType: OTC, bType: OTC, source: label('DEXTROMETHORPHAN') },
];
