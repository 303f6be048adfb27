/**
 * The THIRD held-out pair set, written from the labels and NIH pages on 2026-11-29 after the second set's misses had
 * been seen and closed (held-out-pairs-2.ts), and committed before it was measured. Same rules as the first two: no
 * rule may be written by looking at this file; severity is the label's own language on our scale (contraindicated →
 * CRITICAL; avoid, boxed or serious warning → HIGH; monitor, adjust the dose, take apart → MEDIUM), graded as the
 * first set graded its families; pairs the clash test finds in an earlier list are taken out, whatever they measure
 * (10 of 49 were, at the first measurement).
 */
import {
  label,
  ods,
  nccih,
  SERTRALINE,
  OXYCODONE,
  ALPRAZOLAM,
  INTUNIV,
  WARFARIN,
  AMPHETAMINE,
  RX,
  OTC,
  rxRx,
  rxOtc,
  rxSupp,
  rxHerb,
  otcSupp,
} from './held-out-builders.js';
import type { HeldOutDuplicate, HeldOutPair } from './held-out-types.js';

export const HELD_OUT_PAIRS_3: readonly HeldOutPair[] = [
  // MAOIs: contraindicated with stimulants, viloxazine, SSRIs, cyclobenzaprine and dextromethorphan.
  rxRx({ a: 'Qelbree', b: 'Azilect', severity: 'CRITICAL', family: 'adhd-maoi', source: label('QELBREE') }),
  rxOtc({ a: 'Emsam', b: 'Robitussin DM', severity: 'CRITICAL', family: 'maoi-otc', source: label('EMSAM') }),
  rxRx({ a: 'cyclobenzaprine', b: 'phenelzine', severity: 'CRITICAL', family: 'maoi-other', source: label('CYCLOBENZAPRINE') }),
  rxRx({ a: 'Zoloft', b: 'Marplan', severity: 'CRITICAL', family: 'maoi-other', source: SERTRALINE }),

  // Serotonin syndrome warnings of the SSRI/SNRI, triptan, tramadol and trazodone labels.
  rxRx({ a: 'Paxil', b: 'rizatriptan', severity: 'HIGH', family: 'serotonergic', source: label('PAXIL') }),
  rxRx({ a: 'Celexa', b: 'Ultram', severity: 'HIGH', family: 'serotonergic', source: label('ULTRAM') }),
  rxRx({ a: 'trazodone', b: 'Prozac', severity: 'HIGH', family: 'serotonergic', source: label('TRAZODONE') }),
  rxRx({ a: 'Pristiq', b: 'lithium', severity: 'HIGH', family: 'serotonergic', source: label('PRISTIQ') }),

  // CNS and breathing.
  rxRx({ a: 'Percocet', b: 'Valium', severity: 'HIGH', family: 'cns', source: OXYCODONE }),
  rxRx({ a: 'tramadol', b: 'Xanax', severity: 'HIGH', family: 'cns', source: ALPRAZOLAM }),
  rxRx({ a: 'Lyrica', b: 'oxycodone', severity: 'HIGH', family: 'cns', source: label('PREGABALIN') }),
  rxRx({ a: 'Seroquel', b: 'Klonopin', severity: 'MEDIUM', family: 'cns', source: label('SEROQUEL') }),
  rxOtc({ a: 'Ativan', b: 'Benadryl', severity: 'MEDIUM', family: 'cns', source: label('LORAZEPAM') }),
  rxHerb({ a: 'Xanax', b: 'valerian', severity: 'MEDIUM', family: 'cns', source: nccih('valerian') }),

  // QT: ziprasidone with other QT drugs.
  rxRx({ a: 'Geodon', b: 'ondansetron', severity: 'CRITICAL', family: 'qt', source: label('GEODON') }),

  // Enzymes.
  rxRx({ a: 'Tegretol', b: 'Yaz', severity: 'HIGH', family: 'contraceptive-failure', source: label('TEGRETOL') }),
  rxRx({ a: 'Wellbutrin', b: 'Tylenol with Codeine', severity: 'MEDIUM', family: 'cyp2d6', source: label('CODEINE') }),
  rxOtc({ a: 'theophylline', b: 'cimetidine', severity: 'MEDIUM', family: 'cyp1a2', source: label('THEOPHYLLINE') }),
  rxHerb({ a: 'Xanax', b: "St. John's wort", severity: 'MEDIUM', family: 'cyp3a4', source: ALPRAZOLAM }),

  // Bleeding.
  rxOtc({ a: 'Effexor XR', b: 'aspirin', severity: 'HIGH', family: 'bleeding', source: label('EFFEXOR XR') }),
  rxOtc({ a: 'Eliquis', b: 'Motrin IB', severity: 'HIGH', family: 'bleeding', source: label('ELIQUIS') }),
  rxOtc({ a: 'Brilinta', b: 'Aleve', severity: 'MEDIUM', family: 'bleeding', source: label('BRILINTA') }),
  rxHerb({ a: 'Coumadin', b: 'garlic', severity: 'MEDIUM', family: 'bleeding', source: nccih('garlic') }),
  otcSupp({ a: 'aspirin', b: 'fish oil', severity: 'MEDIUM', family: 'bleeding', source: nccih('omega3-supplements-in-depth') }),

  // Potassium, kidneys and lithium.
  rxRx({ a: 'Diovan', b: 'spironolactone', severity: 'HIGH', family: 'potassium', source: label('DIOVAN') }),
  rxSupp({ a: 'benazepril', b: 'potassium citrate', severity: 'HIGH', family: 'potassium', source: ods('Potassium') }),
  rxOtc({ a: 'Vasotec', b: 'Motrin IB', severity: 'MEDIUM', family: 'kidney', source: label('ENALAPRIL') }),

  // Binding in the gut.
  rxOtc({ a: 'Levaquin', b: 'Tums', severity: 'MEDIUM', family: 'chelation', source: label('LEVOFLOXACIN') }),
  rxSupp({ a: 'minocycline', b: 'magnesium', severity: 'MEDIUM', family: 'chelation', source: ods('Magnesium') }),
  rxSupp({ a: 'Fosamax', b: 'iron', severity: 'MEDIUM', family: 'chelation', source: label('FOSAMAX') }),

  // Heart rate and blood pressure.
  rxOtc({ a: 'Focalin XR', b: 'Sudafed', severity: 'MEDIUM', family: 'sympathomimetic', source: label('FOCALIN XR') }),
  rxOtc({ a: 'Qelbree', b: 'Sudafed', severity: 'MEDIUM', family: 'sympathomimetic', source: label('QELBREE') }),
  rxRx({ a: 'Adderall', b: 'metoprolol', severity: 'MEDIUM', family: 'sympathomimetic', source: AMPHETAMINE }),
  rxRx({ a: 'Intuniv', b: 'lisinopril', severity: 'MEDIUM', family: 'sympathomimetic', source: INTUNIV }),
];

export const HELD_OUT_DUPLICATES_3: readonly HeldOutDuplicate[] = [
  { a: 'Advil PM', b: 'Motrin IB', kind: 'same-ingredient', shared: 'ibuprofen', aType: OTC, bType: OTC, source: label('IBUPROFEN') },
  { a: 'Celexa', b: 'Lexapro', kind: 'same-class', shared: 'SSRIs', aType: RX, bType: RX, source: SERTRALINE },
  { a: 'Pradaxa', b: 'warfarin', kind: 'same-class', shared: 'anticoagulants', aType: RX, bType: RX, source: WARFARIN },
  { a: 'Prevacid', b: 'Nexium', kind: 'same-class', shared: 'proton pump inhibitors', aType: OTC, bType: RX, source: label('LANSOPRAZOLE') },
  { a: 'Sudafed', b: 'Sudafed PE', kind: 'same-class', shared: 'oral decongestants', aType: OTC, bType: OTC, source: label('PSEUDOEPHEDRINE') },
];
