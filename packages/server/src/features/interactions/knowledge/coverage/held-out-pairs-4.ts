/**
 * The FOURTH held-out pair set, written from the labels and NIH pages on 2026-11-30 after the third set's misses had
 * been seen (held-out-pairs-3.ts), and committed with its first measurement before any rule was written against it.
 * Same rules as the earlier sets: no rule may be written by looking at this file; severity is the label's own
 * language on our scale (contraindicated → CRITICAL; avoid, boxed or serious warning, "use another method" → HIGH;
 * monitor, adjust the dose, take apart → MEDIUM; awareness, depletion → LOW), and where the starter table of the
 * shared knowledge page fixes the level of a kind of interaction (chelation MEDIUM, grapefruit MEDIUM, stimulant with
 * caffeine LOW, amphetamine with alkalinisers MEDIUM and acidifiers LOW), that level. Pairs the clash test finds in an
 * earlier list are taken out, whatever they measure: 28 of the 213 entries written were (25 pairs, 3 duplicates;
 * most because a typed form resolves to the same ingredients as an earlier pair), leaving 164 pairs and 21 duplicates.
 *
 * This set differs from the first three in what it asks of recognition: the names are written as people type them
 * (salt and dose "sertraline hydrochloride 50 mg", release forms "Adderall XR 20mg", misspellings "ginko"), as
 * combination products (NyQuil, Zyrtec-D, Excedrin, Alka-Seltzer, Pepto-Bismol, Rolaids, Mylanta), as supplements'
 * everyday forms (iron bisglycinate, zinc picolinate, vitamin K2, potassium gluconate, NoSalt) and as foods and drinks
 * (grapefruit juice, aged cheese, coffee, energy drinks, alcohol), so a miss may be a name, not a rule. It also holds
 * negative controls (held-out-negatives-4.ts): pairs the labels leave out, which must not be flagged above a level.
 */
import {
  label,
  ods,
  nccih,
  SERTRALINE,
  PHENELZINE,
  TRANYLCYPROMINE,
  OXYCODONE,
  ALPRAZOLAM,
  SIMVASTATIN,
  INTUNIV,
  WARFARIN,
  LEVOTHYROXINE,
  AMPHETAMINE,
  STRATTERA,
  PLAVIX,
  LITHIUM,
  FDA_GRAPEFRUIT,
  FDA_CAFFEINE,
  FDA_BIOTIN,
  RX,
  OTC,
  SUPP,
  rxRx,
  rxOtc,
  rxSupp,
  rxHerb,
  rxFood,
  foodHerb,
  otcSupp,
} from './held-out-builders.js';
import type { HeldOutDuplicate, HeldOutPair } from './held-out-types.js';

export const HELD_OUT_PAIRS_4: readonly HeldOutPair[] = [
  // 1. MAOIs with stimulants and atomoxetine: contraindicated during or within 14 days (every stimulant label; the
  // ONC high-priority list, PMC3422823, and its 2022 update fix these MAOI families at CRITICAL).
  rxRx({ a: 'Adderall XR 20mg', b: 'Nardil', severity: 'CRITICAL', family: 'maoi-stimulant', source: PHENELZINE }),
  rxRx({ a: 'Vyvanse 30 mg', b: 'tranylcypromine sulfate', severity: 'CRITICAL', family: 'maoi-stimulant', source: TRANYLCYPROMINE }),
  rxRx({ a: 'Focalin XR 10 mg', b: 'Azilect', severity: 'CRITICAL', family: 'maoi-stimulant', source: label('FOCALIN XR') }),
  rxRx({ a: 'Evekeo', b: 'Emsam', severity: 'CRITICAL', family: 'maoi-stimulant', source: label('EVEKEO') }),
  rxRx({ a: 'atomoxetine 40mg', b: 'Parnate', severity: 'CRITICAL', family: 'maoi-stimulant', source: STRATTERA }),

  // 2. MAOIs with SSRIs, SNRIs, tricyclics, meperidine, tramadol and triptans: serotonin syndrome, contraindicated.
  rxRx({ a: 'Lexapro 10 mg', b: 'Nardil', severity: 'CRITICAL', family: 'maoi-serotonergic', source: PHENELZINE }),
  rxRx({ a: 'venlafaxine ER', b: 'Parnate', severity: 'CRITICAL', family: 'maoi-serotonergic', source: TRANYLCYPROMINE }),
  rxRx({ a: 'Cymbalta', b: 'selegiline', severity: 'CRITICAL', family: 'maoi-serotonergic', source: label('CYMBALTA') }),
  rxRx({ a: 'amitriptyline', b: 'phenelzine', severity: 'CRITICAL', family: 'maoi-serotonergic', source: PHENELZINE }),
  rxRx({ a: 'Demerol', b: 'Parnate', severity: 'CRITICAL', family: 'maoi-serotonergic', source: TRANYLCYPROMINE }),
  rxRx({ a: 'sumatriptan succinate 50mg', b: 'Nardil', severity: 'CRITICAL', family: 'maoi-serotonergic', source: label('IMITREX') }),
  rxRx({ a: 'Emsam', b: 'Ultram', severity: 'CRITICAL', family: 'maoi-serotonergic', source: label('EMSAM') }),
  rxRx({ a: 'Marplan', b: 'Prozac 20 mg', severity: 'CRITICAL', family: 'maoi-serotonergic', source: label('MARPLAN') }),
  rxOtc({ a: 'Parnate', b: 'NyQuil Cold & Flu', severity: 'CRITICAL', family: 'maoi-serotonergic', source: TRANYLCYPROMINE }),
  rxOtc({ a: 'Nardil', b: 'Coricidin HBP Cough and Cold', severity: 'CRITICAL', family: 'maoi-serotonergic', source: PHENELZINE }),

  // 3. MAOIs with tyramine-rich foods: hypertensive crisis; the labels' diet lists.
  rxFood({ a: 'Nardil', b: 'aged cheese', severity: 'CRITICAL', family: 'maoi-tyramine', source: PHENELZINE }),
  rxFood({ a: 'Parnate', b: 'soy sauce', severity: 'CRITICAL', family: 'maoi-tyramine', source: TRANYLCYPROMINE }),
  rxFood({ a: 'Marplan', b: 'salami', severity: 'CRITICAL', family: 'maoi-tyramine', source: label('MARPLAN') }),
  rxFood({ a: 'phenelzine sulfate 15 mg', b: 'sauerkraut', severity: 'CRITICAL', family: 'maoi-tyramine', source: PHENELZINE }),
  rxFood({ a: 'tranylcypromine', b: 'tap beer', severity: 'CRITICAL', family: 'maoi-tyramine', source: TRANYLCYPROMINE }),

  // 4. MAOIs with oral decongestants, alone or in combination products.
  rxOtc({ a: 'Parnate', b: 'Zyrtec-D', severity: 'CRITICAL', family: 'maoi-decongestant', source: TRANYLCYPROMINE }),
  rxOtc({ a: 'Marplan', b: 'Allegra-D', severity: 'CRITICAL', family: 'maoi-decongestant', source: label('MARPLAN') }),
  rxOtc({ a: 'Emsam', b: 'DayQuil', severity: 'CRITICAL', family: 'maoi-decongestant', source: label('EMSAM') }),
  rxOtc({ a: 'Nardil', b: 'Advil Cold & Sinus', severity: 'CRITICAL', family: 'maoi-decongestant', source: PHENELZINE }),

  // 5. St John's wort with SSRIs, SNRIs and triptans: serotonin syndrome (NCCIH; the SSRI labels).
  rxHerb({ a: 'Lexapro', b: "St John's wort", severity: 'HIGH', family: 'sjw-serotonergic', source: nccih('st-johns-wort') }),
  rxHerb({ a: 'duloxetine 60 mg', b: 'hypericum', severity: 'HIGH', family: 'sjw-serotonergic', source: nccih('st-johns-wort') }),
  rxHerb({ a: 'Maxalt', b: "St. John's Wort extract", severity: 'HIGH', family: 'sjw-serotonergic', source: nccih('st-johns-wort') }),
  rxHerb({ a: 'Paxil CR', b: 'St Johns wort', severity: 'HIGH', family: 'sjw-serotonergic', source: nccih('st-johns-wort') }),
  rxHerb({ a: 'Trintellix', b: "St. John's wort", severity: 'HIGH', family: 'sjw-serotonergic', source: label('TRINTELLIX') }),

  // 6. St John's wort inducing the enzymes and pump that clear the other drug, which then fails.
  rxHerb({ a: 'Xarelto', b: "St. John's wort", severity: 'HIGH', family: 'sjw-induction', source: label('XARELTO') }),
  rxHerb({ a: 'Sprintec', b: "St. John's wort", severity: 'HIGH', family: 'sjw-induction', source: nccih('st-johns-wort') }),
  rxHerb({ a: 'guanfacine ER 2 mg', b: "St John's wort", severity: 'HIGH', family: 'sjw-induction', source: INTUNIV }),

  // 7. 5-HTP and L-tryptophan with SSRIs, SNRIs and MAOIs: additive serotonin.
  rxSupp({ a: 'Zoloft 50mg', b: '5-HTP', severity: 'HIGH', family: 'serotonin-precursor', source: SERTRALINE }),
  rxSupp({ a: 'Effexor XR', b: 'L-tryptophan', severity: 'HIGH', family: 'serotonin-precursor', source: label('EFFEXOR XR') }),
  rxSupp({ a: 'fluoxetine', b: '5 HTP', severity: 'HIGH', family: 'serotonin-precursor', source: label('PROZAC') }),
  rxSupp({ a: 'Nardil', b: 'L-tryptophan', severity: 'HIGH', family: 'serotonin-precursor', source: PHENELZINE }),
  rxSupp({ a: 'Cymbalta', b: '5-hydroxytryptophan', severity: 'HIGH', family: 'serotonin-precursor', source: label('CYMBALTA') }),

  // 8. SSRIs and SNRIs with NSAIDs, aspirin, anticoagulants and antiplatelets: bleeding.
  rxOtc({ a: 'sertraline hydrochloride 50 mg', b: 'Excedrin', severity: 'HIGH', family: 'ssri-bleeding', source: SERTRALINE }),
  rxOtc({ a: 'Paxil', b: 'Alka-Seltzer', severity: 'HIGH', family: 'ssri-bleeding', source: label('PAXIL') }),
  rxOtc({ a: 'Pristiq', b: 'Aleve', severity: 'HIGH', family: 'ssri-bleeding', source: label('PRISTIQ') }),
  rxRx({ a: 'Cymbalta', b: 'warfarin sodium 5 mg', severity: 'HIGH', family: 'ssri-bleeding', source: label('CYMBALTA') }),
  rxRx({ a: 'citalopram', b: 'Xarelto', severity: 'HIGH', family: 'ssri-bleeding', source: label('CITALOPRAM') }),
  rxRx({ a: 'Celexa', b: 'Plavix', severity: 'HIGH', family: 'ssri-bleeding', source: label('CELEXA') }),
  rxRx({ a: 'Trintellix', b: 'meloxicam', severity: 'HIGH', family: 'ssri-bleeding', source: label('TRINTELLIX') }),
  rxOtc({ a: 'Effexor XR', b: 'Advil PM', severity: 'HIGH', family: 'ssri-bleeding', source: label('EFFEXOR XR') }),

  // 9. Warfarin with vitamin K in any form: lowers the INR.

  // 10. Anticoagulants and antiplatelets with ginkgo: additive bleeding.
  rxHerb({ a: 'Plavix', b: 'Ginkgo', severity: 'HIGH', family: 'ginkgo-bleeding', source: nccih('ginkgo') }),
  rxHerb({ a: 'Xarelto 20 mg', b: 'ginko', severity: 'HIGH', family: 'ginkgo-bleeding', source: nccih('ginkgo') }),
  rxHerb({ a: 'Brilinta', b: 'ginkgo biloba', severity: 'HIGH', family: 'ginkgo-bleeding', source: nccih('ginkgo') }),
  rxHerb({ a: 'Pradaxa', b: 'ginkgo biloba extract', severity: 'HIGH', family: 'ginkgo-bleeding', source: nccih('ginkgo') }),

  // 11. Anticoagulants and antiplatelets with fish oil, vitamin E and garlic supplements: possible extra bleeding.
  rxSupp({ a: 'Xarelto', b: 'vitamin E 400 IU', severity: 'MEDIUM', family: 'bleeding-supplements', source: ods('VitaminE') }),
  rxHerb({ a: 'Pradaxa', b: 'garlic supplement', severity: 'MEDIUM', family: 'bleeding-supplements', source: nccih('garlic') }),
  rxSupp({ a: 'Jantoven', b: 'krill oil', severity: 'MEDIUM', family: 'bleeding-supplements', source: nccih('omega3-supplements-in-depth') }),
  rxSupp({ a: 'clopidogrel', b: 'omega 3 fish oil', severity: 'MEDIUM', family: 'bleeding-supplements', source: nccih('omega3-supplements-in-depth') }),
  rxSupp({ a: 'Brilinta', b: 'vitamin E', severity: 'MEDIUM', family: 'bleeding-supplements', source: ods('VitaminE') }),

  // 12. Warfarin and the other anticoagulants with NSAIDs, aspirin and salicylates: bleeding.
  rxOtc({ a: 'Coumadin', b: 'Advil PM', severity: 'HIGH', family: 'anticoagulant-nsaid', source: WARFARIN }),
  rxOtc({ a: 'warfarin', b: 'Alka-Seltzer', severity: 'HIGH', family: 'anticoagulant-nsaid', source: WARFARIN }),
  rxOtc({ a: 'warfarin', b: 'Pepto-Bismol', severity: 'HIGH', family: 'anticoagulant-nsaid', source: label('PEPTO-BISMOL') }),
  rxRx({ a: 'Coumadin', b: 'celecoxib', severity: 'HIGH', family: 'anticoagulant-nsaid', source: WARFARIN }),
  rxOtc({ a: 'Xarelto', b: 'Aleve', severity: 'HIGH', family: 'anticoagulant-nsaid', source: label('XARELTO') }),
  rxOtc({ a: 'Eliquis 5 mg', b: 'Excedrin Migraine', severity: 'HIGH', family: 'anticoagulant-nsaid', source: label('ELIQUIS') }),

  // 13. Levothyroxine with calcium, iron, antacids and other binders: less absorbed, take 4 hours apart.
  rxOtc({ a: 'Unithroid', b: 'Mylanta', severity: 'MEDIUM', family: 'levothyroxine-binding', source: LEVOTHYROXINE }),
  rxOtc({ a: 'Synthroid 100 mcg', b: 'Rolaids', severity: 'MEDIUM', family: 'levothyroxine-binding', source: LEVOTHYROXINE }),
  rxRx({ a: 'Synthroid', b: 'sucralfate', severity: 'MEDIUM', family: 'levothyroxine-binding', source: LEVOTHYROXINE }),
  rxRx({ a: 'levothyroxine', b: 'cholestyramine', severity: 'MEDIUM', family: 'levothyroxine-binding', source: LEVOTHYROXINE }),
  rxSupp({ a: 'Armour Thyroid', b: 'ferrous sulfate 325 mg', severity: 'MEDIUM', family: 'levothyroxine-binding', source: label('ARMOUR THYROID') }),

  // 14. High-dose biotin with the thyroid tests a levothyroxine dose is set by: falsely normal or abnormal results.
  rxSupp({ a: 'Synthroid', b: 'biotin 10000 mcg', severity: 'MEDIUM', family: 'biotin-labs', source: FDA_BIOTIN }),

  // 15. Quinolones and tetracyclines with calcium, magnesium, iron, zinc and bismuth: the antibiotic may fail.
  rxOtc({ a: 'doxycycline hyclate 100 mg', b: 'Tums', severity: 'MEDIUM', family: 'antibiotic-chelation', source: label('DOXYCYCLINE') }),
  rxSupp({ a: 'levofloxacin', b: 'iron bisglycinate', severity: 'MEDIUM', family: 'antibiotic-chelation', source: label('LEVOFLOXACIN') }),
  rxSupp({ a: 'Doryx', b: 'magnesium glycinate', severity: 'MEDIUM', family: 'antibiotic-chelation', source: ods('Magnesium') }),
  rxOtc({ a: 'moxifloxacin', b: 'Mylanta', severity: 'MEDIUM', family: 'antibiotic-chelation', source: label('MOXIFLOXACIN') }),
  rxOtc({ a: 'doxycycline', b: 'Pepto-Bismol', severity: 'MEDIUM', family: 'antibiotic-chelation', source: label('DOXYCYCLINE') }),
  rxSupp({ a: 'tetracycline', b: 'calcium citrate', severity: 'MEDIUM', family: 'antibiotic-chelation', source: ods('Calcium') }),

  // 16. Bisphosphonates with calcium, magnesium and iron: taken alone, fasting.
  rxOtc({ a: 'Actonel', b: 'Tums', severity: 'MEDIUM', family: 'bisphosphonate-binding', source: label('ACTONEL') }),
  rxSupp({ a: 'Boniva', b: 'magnesium', severity: 'MEDIUM', family: 'bisphosphonate-binding', source: label('BONIVA') }),
  rxSupp({ a: 'risedronate', b: 'iron', severity: 'MEDIUM', family: 'bisphosphonate-binding', source: label('RISEDRONATE') }),

  // 17. Metformin over years with vitamin B12: depletion.
  rxSupp({ a: 'Glucophage', b: 'vitamin B12', severity: 'LOW', family: 'metformin-b12', source: ods('VitaminB12') }),
  rxSupp({ a: 'metformin ER 500 mg', b: 'methylcobalamin', severity: 'LOW', family: 'metformin-b12', source: ods('VitaminB12') }),
  rxSupp({ a: 'Janumet', b: 'cyanocobalamin', severity: 'LOW', family: 'metformin-b12', source: ods('VitaminB12') }),

  // 18. Long-term acid reducers with magnesium and vitamin B12: depletion (ODS names PPIs and H2 blockers for B12).
  otcSupp({ a: 'Nexium 24HR', b: 'magnesium glycinate', severity: 'LOW', family: 'acid-reducer-depletion', source: ods('Magnesium') }),
  rxSupp({ a: 'pantoprazole 40 mg', b: 'vitamin B12', severity: 'LOW', family: 'acid-reducer-depletion', source: ods('VitaminB12') }),
  otcSupp({ a: 'Prilosec OTC', b: 'magnesium oxide', severity: 'LOW', family: 'acid-reducer-depletion', source: ods('Magnesium') }),
  otcSupp({ a: 'Pepcid', b: 'B12', severity: 'LOW', family: 'acid-reducer-depletion', source: ods('VitaminB12') }),

  // 19. Insulin and sulfonylureas with supplements that lower blood sugar.
  rxSupp({ a: 'Lantus', b: 'cinnamon extract', severity: 'MEDIUM', family: 'glucose-lowering', source: nccih('cinnamon') }),
  rxSupp({ a: 'glyburide', b: 'chromium picolinate', severity: 'MEDIUM', family: 'glucose-lowering', source: ods('Chromium') }),
  rxSupp({ a: 'glimepiride', b: 'alpha lipoic acid', severity: 'MEDIUM', family: 'glucose-lowering', source: label('GLIMEPIRIDE') }),
  rxHerb({ a: 'Humalog', b: 'Asian ginseng', severity: 'MEDIUM', family: 'glucose-lowering', source: nccih('asian-ginseng') }),

  // 20. Metformin, insulin and sulfonylureas with alcohol: lactic acidosis, low blood sugar.
  rxFood({ a: 'metformin hydrochloride 1000 mg', b: 'alcohol', severity: 'HIGH', family: 'diabetes-alcohol', source: label('GLUCOPHAGE') }),
  rxFood({ a: 'glipizide', b: 'beer', severity: 'HIGH', family: 'diabetes-alcohol', source: label('GLIPIZIDE') }),
  rxFood({ a: 'insulin glargine', b: 'wine', severity: 'HIGH', family: 'diabetes-alcohol', source: label('LANTUS') }),
  rxFood({ a: 'Janumet XR', b: 'alcohol', severity: 'HIGH', family: 'diabetes-alcohol', source: label('JANUMET XR') }),

  // 21. ACE inhibitors, ARBs and spironolactone with potassium supplements and salt substitutes: high potassium.
  rxSupp({ a: 'losartan potassium 50 mg', b: 'NoSalt', severity: 'HIGH', family: 'potassium', source: ods('Potassium') }),
  rxSupp({ a: 'spironolactone', b: 'Nu-Salt', severity: 'HIGH', family: 'potassium', source: ods('Potassium') }),
  rxSupp({ a: 'Aldactone', b: 'salt substitute', severity: 'HIGH', family: 'potassium', source: ods('Potassium') }),
  rxSupp({ a: 'Zestoretic', b: 'potassium citrate', severity: 'HIGH', family: 'potassium', source: ods('Potassium') }),
  rxSupp({ a: 'Entresto', b: 'potassium gluconate', severity: 'HIGH', family: 'potassium', source: label('ENTRESTO') }),
  rxRx({ a: 'Aldactone', b: 'ramipril', severity: 'HIGH', family: 'potassium', source: label('ALDACTONE') }),

  // 22. Amphetamines with alkalinisers (more effect) and acidifiers (less effect).
  rxOtc({ a: 'Vyvanse 40 mg', b: 'Alka-Seltzer', severity: 'MEDIUM', family: 'amphetamine-ph', source: label('VYVANSE') }),
  rxOtc({ a: 'Mydayis', b: 'Rolaids', severity: 'MEDIUM', family: 'amphetamine-ph', source: label('MYDAYIS') }),
  rxOtc({ a: 'dextroamphetamine sulfate 10 mg', b: 'baking soda', severity: 'MEDIUM', family: 'amphetamine-ph', source: AMPHETAMINE }),
  rxSupp({ a: 'Dexedrine', b: 'ascorbic acid 1000 mg', severity: 'LOW', family: 'amphetamine-ph', source: label('DEXEDRINE') }),
  rxSupp({ a: 'Adzenys XR-ODT', b: 'Emergen-C', severity: 'LOW', family: 'amphetamine-ph', source: label('ADZENYS XR-ODT') }),
  rxFood({ a: 'Adderall XR', b: 'orange juice', severity: 'LOW', family: 'amphetamine-ph', source: AMPHETAMINE }),
  rxOtc({ a: 'Adderall XR 20mg', b: 'Nexium 24HR', severity: 'MEDIUM', family: 'amphetamine-ph', source: label('ADDERALL XR') }),

  // 23. Atomoxetine with strong CYP2D6 inhibitors: several-fold exposure, the label's slower titration.
  rxRx({ a: 'atomoxetine HCl 40 mg', b: 'quinidine', severity: 'MEDIUM', family: 'atomoxetine-cyp2d6', source: STRATTERA }),
  rxRx({ a: 'Strattera', b: 'terbinafine', severity: 'MEDIUM', family: 'atomoxetine-cyp2d6', source: STRATTERA }),

  // 24. Stimulants with caffeine from any source: heart rate, blood pressure, sleep (FDA's 400 mg a day).
  rxFood({ a: 'Adderall XR 20mg', b: 'coffee', severity: 'LOW', family: 'stimulant-caffeine', source: FDA_CAFFEINE }),
  rxFood({ a: 'Ritalin', b: 'energy drink', severity: 'LOW', family: 'stimulant-caffeine', source: FDA_CAFFEINE }),
  rxHerb({ a: 'Focalin XR', b: 'guarana', severity: 'LOW', family: 'stimulant-caffeine', source: FDA_CAFFEINE }),
  rxHerb({ a: 'Vyvanse', b: 'yerba mate', severity: 'LOW', family: 'stimulant-caffeine', source: FDA_CAFFEINE }),
  rxSupp({ a: 'Concerta 36 mg', b: 'green tea extract', severity: 'LOW', family: 'stimulant-caffeine', source: FDA_CAFFEINE }),
  rxFood({ a: 'Adderall', b: 'Red Bull', severity: 'LOW', family: 'stimulant-caffeine', source: FDA_CAFFEINE }),
  rxOtc({ a: 'Dexedrine', b: 'NoDoz', severity: 'LOW', family: 'stimulant-caffeine', source: FDA_CAFFEINE }),
  rxOtc({ a: 'methylphenidate', b: 'Excedrin Migraine', severity: 'LOW', family: 'stimulant-caffeine', source: FDA_CAFFEINE }),

  // 25. Clopidogrel with omeprazole and esomeprazole: less active drug made.
  rxOtc({ a: 'Plavix', b: 'Zegerid', severity: 'HIGH', family: 'clopidogrel-ppi', source: PLAVIX }),

  // 26. Statins cleared by CYP3A4 (and buspirone) with grapefruit juice: higher levels.
  rxFood({ a: 'simvastatin 40 mg', b: 'grapefruit juice', severity: 'MEDIUM', family: 'grapefruit', source: SIMVASTATIN }),
  rxFood({ a: 'lovastatin', b: 'grapefruit', severity: 'MEDIUM', family: 'grapefruit', source: FDA_GRAPEFRUIT }),
  rxFood({ a: 'Zocor', b: 'grapefruit', severity: 'MEDIUM', family: 'grapefruit', source: SIMVASTATIN }),
  rxFood({ a: 'atorvastatin calcium 40 mg', b: 'grapefruit juice', severity: 'MEDIUM', family: 'grapefruit', source: label('LIPITOR') }),
  rxFood({ a: 'buspirone', b: 'grapefruit juice', severity: 'MEDIUM', family: 'grapefruit', source: label('BUSPIRONE') }),

  // 27. Lithium with NSAIDs, thiazides, ACE inhibitors and ARBs: lithium builds up.
  rxRx({ a: 'lithium carbonate', b: 'enalapril', severity: 'HIGH', family: 'lithium', source: LITHIUM }),
  rxRx({ a: 'lithium', b: 'Zestoretic', severity: 'HIGH', family: 'lithium', source: LITHIUM }),
  rxOtc({ a: 'lithium', b: 'Advil PM', severity: 'HIGH', family: 'lithium', source: LITHIUM }),

  // 28. Sedatives with valerian, kava and melatonin; alcohol with kava: more sedation (kava: the liver).
  rxHerb({ a: 'Ativan 1 mg', b: 'valerian root', severity: 'MEDIUM', family: 'sedation-herbs', source: nccih('valerian') }),
  rxHerb({ a: 'clonazepam', b: 'kava kava', severity: 'MEDIUM', family: 'sedation-herbs', source: nccih('kava') }),
  rxHerb({ a: 'Lunesta', b: 'valerian', severity: 'MEDIUM', family: 'sedation-herbs', source: nccih('valerian') }),
  rxSupp({ a: 'temazepam', b: 'melatonin', severity: 'MEDIUM', family: 'sedation-herbs', source: nccih('melatonin-what-you-need-to-know') }),
  foodHerb({ a: 'alcohol', b: 'kava', severity: 'MEDIUM', family: 'sedation-herbs', source: nccih('kava') }),

  // Beyond the starter table: stimulants with serotonergic drugs and decongestants (amphetamine and stimulant labels).
  rxRx({ a: 'Adderall 20 mg', b: 'Cymbalta', severity: 'HIGH', family: 'stimulant-serotonergic', source: AMPHETAMINE }),
  rxRx({ a: 'Vyvanse', b: 'Imitrex', severity: 'HIGH', family: 'stimulant-serotonergic', source: label('VYVANSE') }),
  rxOtc({ a: 'Vyvanse 50 mg', b: 'Claritin-D', severity: 'MEDIUM', family: 'sympathomimetic', source: label('VYVANSE') }),
  rxOtc({ a: 'Ritalin LA', b: 'Sudafed PE', severity: 'MEDIUM', family: 'sympathomimetic', source: label('RITALIN LA') }),

  // Statins: Zocor's and Lipitor's contraindications and dose limits.
  rxRx({ a: 'simvastatin', b: 'erythromycin', severity: 'CRITICAL', family: 'statin', source: SIMVASTATIN }),
  rxRx({ a: 'simvastatin', b: 'cyclosporine', severity: 'CRITICAL', family: 'statin', source: SIMVASTATIN }),
  rxRx({ a: 'Zocor', b: 'verapamil', severity: 'MEDIUM', family: 'statin', source: SIMVASTATIN }),
  rxRx({ a: 'Lipitor', b: 'clarithromycin', severity: 'MEDIUM', family: 'statin', source: label('LIPITOR') }),

  // Antihypertensives and kidneys; beta blockers with CYP2D6 inhibitors.
  rxOtc({ a: 'lisinopril', b: 'naproxen sodium 220 mg', severity: 'MEDIUM', family: 'kidney', source: label('LISINOPRIL') }),
  rxOtc({ a: 'Diovan', b: 'Advil', severity: 'MEDIUM', family: 'kidney', source: label('DIOVAN') }),
  rxRx({ a: 'metoprolol succinate ER 50 mg', b: 'Prozac', severity: 'MEDIUM', family: 'cyp2d6', source: label('TOPROL-XL') }),
  rxRx({ a: 'aripiprazole', b: 'bupropion XL', severity: 'MEDIUM', family: 'cyp2d6', source: label('ABILIFY') }),

  // Diabetes medicines together: more low blood sugar, lower the insulin or sulfonylurea dose.
  rxRx({ a: 'Ozempic', b: 'glipizide', severity: 'MEDIUM', family: 'diabetes', source: label('OZEMPIC') }),
  rxRx({ a: 'Jardiance', b: 'insulin glargine', severity: 'MEDIUM', family: 'diabetes', source: label('JARDIANCE') }),

  // Thyroid and binders: bile acid sequestrants.
  rxRx({ a: 'Welchol', b: 'Synthroid', severity: 'MEDIUM', family: 'levothyroxine-binding', source: label('WELCHOL') }),

  // Antibiotics: alcohol with metronidazole and tinidazole; quinolones with corticosteroids (boxed: tendons);
  // isotretinoin with tetracyclines (raised pressure in the skull).
  rxFood({ a: 'Flagyl', b: 'alcohol', severity: 'HIGH', family: 'antibiotic', source: label('FLAGYL') }),
  rxFood({ a: 'tinidazole', b: 'beer', severity: 'HIGH', family: 'antibiotic', source: label('TINIDAZOLE') }),
  rxRx({ a: 'Levaquin', b: 'prednisone 20 mg', severity: 'HIGH', family: 'antibiotic', source: label('LEVAQUIN') }),
  rxRx({ a: 'isotretinoin', b: 'minocycline', severity: 'HIGH', family: 'antibiotic', source: label('ISOTRETINOIN') }),

  // Azole antifungals: strong CYP3A4 inhibition.
  rxRx({ a: 'triazolam', b: 'ketoconazole', severity: 'CRITICAL', family: 'antifungal', source: label('HALCION') }),
  rxRx({ a: 'Latuda', b: 'ketoconazole', severity: 'CRITICAL', family: 'antifungal', source: label('LATUDA') }),
  rxRx({ a: 'glipizide', b: 'fluconazole', severity: 'MEDIUM', family: 'antifungal', source: label('GLUCOTROL') }),

  // Antiepileptics: valproate doubling lamotrigine (boxed rash warning); inducers with the pill and DOACs.
  rxRx({ a: 'Lamictal', b: 'Depakote', severity: 'HIGH', family: 'antiepileptic', source: label('LAMICTAL') }),
  rxRx({ a: 'Trileptal', b: 'Lo Loestrin Fe', severity: 'HIGH', family: 'antiepileptic', source: label('TRILEPTAL') }),
  rxRx({ a: 'Tegretol XR', b: 'Xarelto', severity: 'HIGH', family: 'antiepileptic', source: label('XARELTO') }),

  // Antipsychotics: lurasidone with strong inducers; quetiapine with inducers; clozapine with CYP1A2 inhibitors.
  rxRx({ a: 'Latuda', b: 'rifampin', severity: 'CRITICAL', family: 'antipsychotic', source: label('LATUDA') }),
  rxRx({ a: 'Seroquel', b: 'carbamazepine', severity: 'MEDIUM', family: 'antipsychotic', source: label('SEROQUEL') }),
  rxRx({ a: 'clozapine', b: 'ciprofloxacin', severity: 'MEDIUM', family: 'antipsychotic', source: label('CLOZARIL') }),

  // Opioids: boxed warnings for CYP3A4 inhibitors, sedatives and alcohol.
  rxRx({ a: 'OxyContin', b: 'itraconazole', severity: 'HIGH', family: 'opioid', source: OXYCODONE }),
  rxRx({ a: 'fentanyl patch', b: 'clarithromycin', severity: 'HIGH', family: 'opioid', source: label('DURAGESIC') }),
  rxFood({ a: 'Norco', b: 'alcohol', severity: 'HIGH', family: 'opioid', source: label('HYDROCODONE BITARTRATE AND ACETAMINOPHEN') }),
  rxRx({ a: 'morphine', b: 'Lyrica', severity: 'HIGH', family: 'opioid', source: label('PREGABALIN') }),
  rxRx({ a: 'Xanax XR', b: 'ketoconazole', severity: 'CRITICAL', family: 'antifungal', source: ALPRAZOLAM }),

  // Triptans: ergots within 24 hours; rizatriptan with propranolol (the label's lower dose).
  rxRx({ a: 'Imitrex', b: 'Cafergot', severity: 'CRITICAL', family: 'triptan', source: label('IMITREX') }),
  rxRx({ a: 'Maxalt', b: 'propranolol', severity: 'MEDIUM', family: 'triptan', source: label('MAXALT') }),

  // Pimozide with sertraline: contraindicated (QT).

  // Citalopram's dose limit with CYP2C19 inhibitors (esomeprazole).
  rxOtc({ a: 'citalopram 40 mg', b: 'Nexium 24HR', severity: 'MEDIUM', family: 'cyp2c19', source: label('CELEXA') }),

  // Lithium with iodide: the lithium label's additive effect on the thyroid; monitor.
  rxSupp({ a: 'lithium', b: 'potassium iodide', severity: 'MEDIUM', family: 'lithium', source: LITHIUM }),
];

export const HELD_OUT_DUPLICATES_4: readonly HeldOutDuplicate[] = [
  { a: 'Aleve PM', b: 'naproxen 500 mg', kind: 'same-ingredient', shared: 'naproxen', aType: OTC, bType: RX, source: label('NAPROXEN') },
  {
    a: 'Advil Dual Action',
    b: 'Tylenol Extra Strength',
    kind: 'same-ingredient',
    shared: 'acetaminophen',
    aType: OTC,
    bType: OTC,
    source: label('ADVIL DUAL ACTION'),
  },
  { a: 'DayQuil', b: 'Mucinex DM', kind: 'same-ingredient', shared: 'dextromethorphan', aType: OTC, bType: OTC, source: label('DAYQUIL') },
  { a: 'NyQuil', b: 'Advil PM', kind: 'same-class', shared: 'sedating antihistamines', aType: OTC, bType: OTC, source: label('ADVIL PM') },
  { a: 'Zyrtec-D', b: 'Sudafed', kind: 'same-ingredient', shared: 'pseudoephedrine', aType: OTC, bType: OTC, source: label('ZYRTEC-D') },
  { a: 'Allegra-D', b: 'Claritin-D', kind: 'same-ingredient', shared: 'pseudoephedrine', aType: OTC, bType: OTC, source: label('ALLEGRA-D') },
  { a: 'Tums', b: 'Rolaids', kind: 'same-ingredient', shared: 'calcium carbonate', aType: OTC, bType: OTC, source: label('ROLAIDS') },
  { a: 'Adderall XR 20mg', b: 'Dexedrine', kind: 'same-ingredient', shared: 'dextroamphetamine', aType: RX, bType: RX, source: AMPHETAMINE },
  { a: 'Zoloft', b: 'Paxil', kind: 'same-class', shared: 'SSRIs', aType: RX, bType: RX, source: SERTRALINE },
  { a: 'Cymbalta', b: 'Effexor XR', kind: 'same-class', shared: 'SNRIs', aType: RX, bType: RX, source: label('CYMBALTA') },
  { a: 'Xanax', b: 'Ativan', kind: 'same-class', shared: 'benzodiazepines', aType: RX, bType: RX, source: ALPRAZOLAM },
  { a: 'Coumadin', b: 'Xarelto', kind: 'same-class', shared: 'anticoagulants', aType: RX, bType: RX, source: WARFARIN },
  { a: 'Pepcid AC', b: 'Tagamet HB', kind: 'same-class', shared: 'H2 blockers', aType: OTC, bType: OTC, source: label('PEPCID AC') },
  { a: 'Zocor', b: 'Lipitor', kind: 'same-class', shared: 'statins', aType: RX, bType: RX, source: SIMVASTATIN },
  { a: 'lisinopril', b: 'Vasotec', kind: 'same-class', shared: 'ACE inhibitors', aType: RX, bType: RX, source: label('LISINOPRIL') },
  { a: 'Cozaar', b: 'Diovan', kind: 'same-class', shared: 'angiotensin receptor blockers', aType: RX, bType: RX, source: label('COZAAR') },
  { a: 'Glucotrol', b: 'Amaryl', kind: 'same-class', shared: 'sulfonylureas', aType: RX, bType: RX, source: label('AMARYL') },
  { a: 'Imitrex', b: 'Maxalt', kind: 'same-class', shared: 'triptans', aType: RX, bType: RX, source: label('MAXALT') },
  { a: 'Ambien', b: 'Lunesta', kind: 'same-class', shared: 'sleep medicines (Z-drugs)', aType: RX, bType: RX, source: label('AMBIEN') },
  { a: 'iron bisglycinate', b: 'ferrous sulfate', kind: 'same-ingredient', shared: 'iron', aType: SUPP, bType: SUPP, source: ods('Iron') },
  { a: 'zinc picolinate', b: 'zinc gluconate', kind: 'same-ingredient', shared: 'zinc', aType: SUPP, bType: SUPP, source: ods('Zinc') },
];
