/**
 * The HELD-OUT pair set: pairs a pharmacist would expect a person with ADHD to meet, written from
 * the FDA labels and NIH pages before any rule was written or tuned against them. No rule may be written by looking
 * at this file: a rule comes from its label, and this list only measures how well the rules generalise. Severity is
 * the label's own language on our scale (contraindicated → CRITICAL; avoid, boxed or serious warning, "use another
 * method" → HIGH; monitor or adjust the dose → MEDIUM; awareness → LOW), and where the shared knowledge page's starter
 * table already fixes the level of a kind of interaction (chelation MEDIUM, stimulant + caffeine LOW–MEDIUM, ...),
 * that level. None of these pairs is in the development lists (required-pairs.ts), in either order.
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
  rxRx,
  rxOtc,
  rxSupp,
  rxHerb,
  otcOtc,
  otcHerb,
} from './held-out-builders.js';
import type { HeldOutPair } from './held-out-types.js';

export const HELD_OUT_PAIRS: readonly HeldOutPair[] = [
  // ADHD and wake-promoting medicines with MAOIs: every one of these labels contraindicates use during or within 14
  // days of an MAOI (Vyvanse's names linezolid; rasagiline's and selegiline's labels name sympathomimetics).
  rxRx({ a: 'Vyvanse', b: 'Nardil', severity: 'CRITICAL', family: 'adhd-maoi', source: label('VYVANSE') }),
  rxRx({ a: 'Vyvanse', b: 'linezolid', severity: 'CRITICAL', family: 'adhd-maoi', source: label('VYVANSE') }),
  rxRx({ a: 'Focalin XR', b: 'Parnate', severity: 'CRITICAL', family: 'adhd-maoi', source: label('FOCALIN XR') }),
  rxRx({ a: 'Concerta', b: 'Emsam', severity: 'CRITICAL', family: 'adhd-maoi', source: label('CONCERTA') }),
  rxRx({ a: 'Strattera', b: 'selegiline', severity: 'CRITICAL', family: 'adhd-maoi', source: STRATTERA }),
  rxRx({ a: 'Qelbree', b: 'phenelzine', severity: 'CRITICAL', family: 'adhd-maoi', source: label('QELBREE') }),
  rxRx({ a: 'Azstarys', b: 'tranylcypromine', severity: 'CRITICAL', family: 'adhd-maoi', source: label('AZSTARYS') }),
  rxRx({ a: 'Evekeo', b: 'Marplan', severity: 'CRITICAL', family: 'adhd-maoi', source: label('EVEKEO') }),
  rxRx({ a: 'Desoxyn', b: 'phenelzine', severity: 'CRITICAL', family: 'adhd-maoi', source: label('DESOXYN') }),
  rxRx({ a: 'Sunosi', b: 'Nardil', severity: 'CRITICAL', family: 'adhd-maoi', source: label('SUNOSI') }),
  rxRx({ a: 'Adderall XR', b: 'rasagiline', severity: 'CRITICAL', family: 'adhd-maoi', source: label('ADDERALL XR') }),
  rxRx({ a: 'dextroamphetamine', b: 'Azilect', severity: 'CRITICAL', family: 'adhd-maoi', source: label('RASAGILINE') }),

  // MAOIs with cough, cold and pain products: the Drug Facts say "do not use if you are now taking an MAOI" and the
  // MAOI labels contraindicate sympathomimetics, dextromethorphan and meperidine.
  otcOtc({ a: 'Sudafed PE', b: 'Nardil', severity: 'CRITICAL', family: 'maoi-otc', source: PHENELZINE }),
  rxOtc({ a: 'Parnate', b: 'Claritin-D', severity: 'CRITICAL', family: 'maoi-otc', source: TRANYLCYPROMINE }),
  rxOtc({ a: 'Emsam', b: 'Delsym', severity: 'CRITICAL', family: 'maoi-otc', source: label('EMSAM') }),
  rxOtc({ a: 'Marplan', b: 'Sudafed', severity: 'CRITICAL', family: 'maoi-otc', source: label('MARPLAN') }),
  rxOtc({ a: 'rasagiline', b: 'dextromethorphan', severity: 'CRITICAL', family: 'maoi-otc', source: label('RASAGILINE') }),
  rxRx({ a: 'Azilect', b: 'cyclobenzaprine', severity: 'CRITICAL', family: 'maoi-otc', source: label('AZILECT') }),
  rxRx({ a: 'phenelzine', b: 'meperidine', severity: 'CRITICAL', family: 'maoi-otc', source: PHENELZINE }),
  rxOtc({ a: 'Nardil', b: 'NyQuil', severity: 'CRITICAL', family: 'maoi-otc', source: PHENELZINE }),

  // Amphetamines with serotonergic drugs: the amphetamine labels' serotonin syndrome warning names SSRIs, SNRIs,
  // triptans, tramadol, tryptophan, buspirone and St John's wort (and CYP2D6 inhibitors raise amphetamine exposure).
  rxRx({ a: 'Adderall XR', b: 'Zoloft', severity: 'HIGH', family: 'adhd-serotonergic', source: AMPHETAMINE }),
  rxRx({ a: 'Vyvanse', b: 'Lexapro', severity: 'HIGH', family: 'adhd-serotonergic', source: label('VYVANSE') }),
  rxRx({ a: 'Vyvanse', b: 'fluoxetine', severity: 'HIGH', family: 'adhd-serotonergic', source: label('VYVANSE') }),
  rxRx({ a: 'Adderall', b: 'sumatriptan', severity: 'HIGH', family: 'adhd-serotonergic', source: AMPHETAMINE }),
  rxRx({ a: 'Mydayis', b: 'tramadol', severity: 'HIGH', family: 'adhd-serotonergic', source: label('MYDAYIS') }),
  rxHerb({ a: 'Vyvanse', b: "St. John's wort", severity: 'HIGH', family: 'adhd-serotonergic', source: label('VYVANSE') }),
  rxRx({ a: 'Adderall', b: 'Effexor XR', severity: 'HIGH', family: 'adhd-serotonergic', source: AMPHETAMINE }),
  rxRx({ a: 'dextroamphetamine', b: 'buspirone', severity: 'HIGH', family: 'adhd-serotonergic', source: label('DEXTROAMPHETAMINE') }),

  // Enzyme interactions of the non-stimulants and wake-promoting medicines, from their own labels.
  rxRx({ a: 'atomoxetine', b: 'fluoxetine', severity: 'MEDIUM', family: 'adhd-enzymes', source: STRATTERA }),
  rxRx({ a: 'Strattera', b: 'Paxil', severity: 'MEDIUM', family: 'adhd-enzymes', source: STRATTERA }),
  rxRx({ a: 'atomoxetine', b: 'Wellbutrin XL', severity: 'MEDIUM', family: 'adhd-enzymes', source: STRATTERA }),
  rxRx({ a: 'Strattera', b: 'albuterol', severity: 'MEDIUM', family: 'adhd-enzymes', source: STRATTERA }),
  rxRx({ a: 'Qelbree', b: 'tizanidine', severity: 'CRITICAL', family: 'adhd-enzymes', source: label('QELBREE') }),
  rxRx({ a: 'viloxazine', b: 'theophylline', severity: 'CRITICAL', family: 'adhd-enzymes', source: label('QELBREE') }),
  rxRx({ a: 'Qelbree', b: 'Cymbalta', severity: 'CRITICAL', family: 'adhd-enzymes', source: label('QELBREE') }),
  rxRx({ a: 'Qelbree', b: 'ramelteon', severity: 'CRITICAL', family: 'adhd-enzymes', source: label('QELBREE') }),
  rxRx({ a: 'Qelbree', b: 'clozapine', severity: 'HIGH', family: 'adhd-enzymes', source: label('QELBREE') }),
  // Caffeine is a CYP1A2 substrate whose exposure the label reports about five-fold higher with viloxazine; it is not
  // among the drugs the label contraindicates, so the level is "monitor and limit".
  rxSupp({ a: 'Qelbree', b: 'caffeine', severity: 'MEDIUM', family: 'adhd-enzymes', source: label('QELBREE') }),
  rxRx({ a: 'Intuniv', b: 'ketoconazole', severity: 'MEDIUM', family: 'adhd-enzymes', source: INTUNIV }),
  rxRx({ a: 'guanfacine', b: 'clarithromycin', severity: 'MEDIUM', family: 'adhd-enzymes', source: INTUNIV }),
  rxRx({ a: 'Intuniv', b: 'carbamazepine', severity: 'MEDIUM', family: 'adhd-enzymes', source: INTUNIV }),
  rxRx({ a: 'Intuniv', b: 'valproic acid', severity: 'MEDIUM', family: 'adhd-enzymes', source: INTUNIV }),
  rxRx({ a: 'Wakix', b: 'paroxetine', severity: 'MEDIUM', family: 'adhd-enzymes', source: label('WAKIX') }),
  rxRx({ a: 'pitolisant', b: 'rifampin', severity: 'MEDIUM', family: 'adhd-enzymes', source: label('WAKIX') }),
  rxOtc({ a: 'Wakix', b: 'Benadryl', severity: 'HIGH', family: 'adhd-enzymes', source: label('WAKIX') }),
  rxRx({ a: 'Wakix', b: 'Celexa', severity: 'HIGH', family: 'qt', source: label('WAKIX') }),

  // Wake-promoting medicines and enzyme inducers with hormonal contraceptives: the labels say to use another or an
  // added method during and after use (modafinil, armodafinil, pitolisant) or that the contraceptive may fail.
  rxRx({ a: 'Provigil', b: 'Yaz', severity: 'HIGH', family: 'contraceptive-failure', source: label('PROVIGIL') }),
  rxRx({ a: 'armodafinil', b: 'levonorgestrel and ethinyl estradiol', severity: 'HIGH', family: 'contraceptive-failure', source: label('NUVIGIL') }),
  rxRx({ a: 'modafinil', b: 'Sprintec', severity: 'HIGH', family: 'contraceptive-failure', source: label('MODAFINIL') }),
  rxRx({ a: 'Wakix', b: 'norethindrone and ethinyl estradiol', severity: 'HIGH', family: 'contraceptive-failure', source: label('WAKIX') }),
  rxHerb({ a: 'Yaz', b: "St John's wort", severity: 'HIGH', family: 'contraceptive-failure', source: nccih('st-johns-wort') }),
  rxRx({ a: 'carbamazepine', b: 'Loestrin', severity: 'HIGH', family: 'contraceptive-failure', source: label('CARBAMAZEPINE') }),
  rxRx({ a: 'rifampin', b: 'ethinyl estradiol', severity: 'HIGH', family: 'contraceptive-failure', source: label('RIFAMPIN') }),
  rxRx({ a: 'Lamictal', b: 'Yaz', severity: 'MEDIUM', family: 'contraceptive-failure', source: label('LAMICTAL') }),

  // Stimulants and blood pressure: decongestants, antihypertensives (methylphenidate labels: pressor agents with
  // caution, may lower the effect of antihypertensives; solriamfetol: drugs that raise blood pressure with caution).
  rxOtc({ a: 'Concerta', b: 'Sudafed', severity: 'MEDIUM', family: 'sympathomimetic', source: label('CONCERTA') }),
  rxOtc({ a: 'Adderall XR', b: 'pseudoephedrine', severity: 'MEDIUM', family: 'sympathomimetic', source: AMPHETAMINE }),
  rxOtc({ a: 'Sunosi', b: 'Sudafed', severity: 'MEDIUM', family: 'sympathomimetic', source: label('SUNOSI') }),
  rxRx({ a: 'Ritalin', b: 'lisinopril', severity: 'MEDIUM', family: 'sympathomimetic', source: label('RITALIN') }),
  rxRx({ a: 'Intuniv', b: 'amlodipine', severity: 'MEDIUM', family: 'sympathomimetic', source: INTUNIV }),
  rxRx({ a: 'Kapvay', b: 'metoprolol', severity: 'MEDIUM', family: 'sympathomimetic', source: label('KAPVAY') }),

  // Other ADHD-medicine interactions in their labels.
  rxRx({ a: 'Concerta', b: 'Risperdal', severity: 'MEDIUM', family: 'adhd-other', source: label('CONCERTA') }),
  rxRx({ a: 'Intuniv', b: 'Xanax', severity: 'MEDIUM', family: 'adhd-other', source: INTUNIV }),
  rxOtc({ a: 'Adderall XR', b: 'sodium bicarbonate', severity: 'MEDIUM', family: 'adhd-ph', source: AMPHETAMINE }),
  rxOtc({ a: 'Adderall XR', b: 'Tums', severity: 'MEDIUM', family: 'adhd-ph', source: AMPHETAMINE }),
  rxOtc({ a: 'Adderall XR', b: 'Prilosec OTC', severity: 'MEDIUM', family: 'adhd-ph', source: label('ADDERALL XR') }),
  rxSupp({ a: 'Adderall', b: 'vitamin C', severity: 'LOW', family: 'adhd-ph', source: AMPHETAMINE }),
  rxSupp({
    a: 'Vyvanse',
    b: 'caffeine',
    severity: 'LOW',
    family: 'adhd-caffeine',
    source: 'https://www.fda.gov/consumers/consumer-updates/spilling-beans-how-much-caffeine-too-much',
  }),
  rxSupp({
    a: 'Concerta',
    b: 'caffeine',
    severity: 'LOW',
    family: 'adhd-caffeine',
    source: 'https://www.fda.gov/consumers/consumer-updates/spilling-beans-how-much-caffeine-too-much',
  }),

  // Serotonergic combinations outside MAOIs: the SSRI/SNRI labels' serotonin syndrome warnings name triptans,
  // tramadol, lithium, buspirone, tryptophan and St John's wort; linezolid is contraindicated in the SSRI labels.
  rxRx({ a: 'Zoloft', b: 'tramadol', severity: 'HIGH', family: 'serotonergic', source: SERTRALINE }),
  rxRx({ a: 'Lexapro', b: 'Ultram', severity: 'HIGH', family: 'serotonergic', source: label('LEXAPRO') }),
  rxRx({ a: 'sertraline', b: 'sumatriptan', severity: 'HIGH', family: 'serotonergic', source: SERTRALINE }),
  rxRx({ a: 'Lexapro', b: 'Maxalt', severity: 'HIGH', family: 'serotonergic', source: label('LEXAPRO') }),
  rxRx({ a: 'venlafaxine', b: 'rizatriptan', severity: 'HIGH', family: 'serotonergic', source: label('VENLAFAXINE') }),
  rxOtc({ a: 'escitalopram', b: 'Delsym', severity: 'HIGH', family: 'serotonergic', source: label('ESCITALOPRAM') }),
  rxOtc({ a: 'paroxetine', b: 'dextromethorphan', severity: 'HIGH', family: 'serotonergic', source: label('PAROXETINE') }),
  rxRx({ a: 'sertraline', b: 'linezolid', severity: 'CRITICAL', family: 'serotonergic', source: SERTRALINE }),
  rxRx({ a: 'Lexapro', b: 'Zyvox', severity: 'CRITICAL', family: 'serotonergic', source: label('LEXAPRO') }),
  rxRx({ a: 'lithium', b: 'sertraline', severity: 'HIGH', family: 'serotonergic', source: SERTRALINE }),
  rxRx({ a: 'Zoloft', b: 'trazodone', severity: 'HIGH', family: 'serotonergic', source: SERTRALINE }),
  rxRx({ a: 'Prozac', b: 'buspirone', severity: 'HIGH', family: 'serotonergic', source: label('PROZAC') }),
  rxSupp({ a: 'sertraline', b: 'L-tryptophan', severity: 'HIGH', family: 'serotonergic', source: SERTRALINE }),
  rxRx({ a: 'fluoxetine', b: 'cyclobenzaprine', severity: 'HIGH', family: 'serotonergic', source: label('CYCLOBENZAPRINE') }),
  rxRx({ a: 'Cymbalta', b: 'tramadol', severity: 'HIGH', family: 'serotonergic', source: label('CYMBALTA') }),
  rxHerb({ a: 'sumatriptan', b: "St. John's wort", severity: 'HIGH', family: 'serotonergic', source: nccih('st-johns-wort') }),
  rxRx({ a: 'Prozac', b: 'thioridazine', severity: 'CRITICAL', family: 'qt', source: label('PROZAC') }),

  // Seizure threshold: bupropion's label says extreme caution with drugs that lower it; tramadol's warns of seizures.
  rxRx({ a: 'bupropion', b: 'tramadol', severity: 'HIGH', family: 'seizure', source: label('BUPROPION') }),
  rxRx({ a: 'Prozac', b: 'tramadol', severity: 'HIGH', family: 'seizure', source: label('TRAMADOL') }),

  // CNS and respiratory depression: the opioid boxed warning names benzodiazepines and other CNS depressants (muscle
  // relaxants, hypnotics); FDA's 2019 warning covers gabapentin and pregabalin with opioids.
  rxRx({ a: 'Suboxone', b: 'Xanax', severity: 'HIGH', family: 'cns-depression', source: label('SUBOXONE') }),
  rxRx({ a: 'codeine', b: 'Ativan', severity: 'HIGH', family: 'cns-depression', source: label('CODEINE') }),
  rxRx({ a: 'Tylenol with Codeine', b: 'Klonopin', severity: 'HIGH', family: 'cns-depression', source: label('ACETAMINOPHEN AND CODEINE') }),
  rxRx({ a: 'Ultram', b: 'lorazepam', severity: 'HIGH', family: 'cns-depression', source: label('ULTRAM') }),
  rxRx({ a: 'tapentadol', b: 'clonazepam', severity: 'HIGH', family: 'cns-depression', source: label('NUCYNTA') }),
  rxRx({ a: 'fentanyl', b: 'diazepam', severity: 'HIGH', family: 'cns-depression', source: label('FENTANYL') }),
  rxRx({ a: 'gabapentin', b: 'oxycodone', severity: 'HIGH', family: 'cns-depression', source: OXYCODONE }),
  rxRx({ a: 'Lyrica', b: 'hydrocodone', severity: 'HIGH', family: 'cns-depression', source: label('LYRICA') }),
  rxRx({ a: 'Norco', b: 'Flexeril', severity: 'HIGH', family: 'cns-depression', source: label('HYDROCODONE BITARTRATE AND ACETAMINOPHEN') }),
  rxRx({ a: 'oxycodone', b: 'Soma', severity: 'HIGH', family: 'cns-depression', source: OXYCODONE }),
  rxRx({ a: 'oxycodone', b: 'Ambien', severity: 'HIGH', family: 'cns-depression', source: OXYCODONE }),
  rxSupp({ a: 'zolpidem', b: 'melatonin', severity: 'MEDIUM', family: 'supplement-sedation', source: nccih('melatonin-what-you-need-to-know') }),
  rxSupp({ a: 'Klonopin', b: 'melatonin', severity: 'MEDIUM', family: 'supplement-sedation', source: nccih('melatonin-what-you-need-to-know') }),
  rxHerb({ a: 'Xanax', b: 'kava', severity: 'MEDIUM', family: 'supplement-sedation', source: nccih('kava') }),
  rxHerb({ a: 'Ambien', b: 'valerian', severity: 'MEDIUM', family: 'supplement-sedation', source: nccih('valerian') }),

  // QT prolongation where a label contraindicates the combination.
  rxRx({ a: 'Zoloft', b: 'pimozide', severity: 'CRITICAL', family: 'qt', source: SERTRALINE }),
  rxRx({ a: 'escitalopram', b: 'pimozide', severity: 'CRITICAL', family: 'qt', source: label('ESCITALOPRAM') }),
  rxRx({ a: 'Geodon', b: 'moxifloxacin', severity: 'CRITICAL', family: 'qt', source: label('GEODON') }),
  rxRx({ a: 'Tikosyn', b: 'hydrochlorothiazide', severity: 'CRITICAL', family: 'qt', source: label('TIKOSYN') }),

  // Bleeding: the SSRI/SNRI labels warn with NSAIDs, aspirin and anticoagulants; the anticoagulant labels with NSAIDs,
  // aspirin and antiplatelets; NIH pages with ginkgo (avoid) and fish oil, vitamin E, garlic (monitor).
  rxOtc({ a: 'Zoloft', b: 'Advil', severity: 'HIGH', family: 'bleeding', source: SERTRALINE }),
  rxOtc({ a: 'Lexapro', b: 'Aleve', severity: 'HIGH', family: 'bleeding', source: label('LEXAPRO') }),
  rxOtc({ a: 'Prozac', b: 'aspirin', severity: 'HIGH', family: 'bleeding', source: label('PROZAC') }),
  rxOtc({ a: 'Cymbalta', b: 'naproxen', severity: 'HIGH', family: 'bleeding', source: label('CYMBALTA') }),
  rxOtc({ a: 'venlafaxine', b: 'ibuprofen', severity: 'HIGH', family: 'bleeding', source: label('VENLAFAXINE') }),
  rxRx({ a: 'sertraline', b: 'warfarin', severity: 'HIGH', family: 'bleeding', source: SERTRALINE }),
  rxRx({ a: 'paroxetine', b: 'Eliquis', severity: 'HIGH', family: 'bleeding', source: label('PAROXETINE') }),
  rxOtc({ a: 'Eliquis', b: 'aspirin', severity: 'HIGH', family: 'bleeding', source: label('ELIQUIS') }),
  rxOtc({ a: 'Xarelto', b: 'Advil', severity: 'HIGH', family: 'bleeding', source: label('XARELTO') }),
  rxRx({ a: 'Eliquis', b: 'clopidogrel', severity: 'HIGH', family: 'bleeding', source: label('ELIQUIS') }),
  rxOtc({ a: 'warfarin', b: 'Excedrin', severity: 'HIGH', family: 'bleeding', source: WARFARIN }),
  rxSupp({ a: 'warfarin', b: 'fish oil', severity: 'MEDIUM', family: 'bleeding', source: nccih('omega3-supplements-in-depth') }),
  rxSupp({ a: 'Eliquis', b: 'omega-3', severity: 'MEDIUM', family: 'bleeding', source: nccih('omega3-supplements-in-depth') }),
  rxSupp({ a: 'Coumadin', b: 'vitamin E', severity: 'MEDIUM', family: 'bleeding', source: ods('VitaminE') }),
  rxHerb({ a: 'Xarelto', b: 'garlic', severity: 'MEDIUM', family: 'bleeding', source: nccih('garlic') }),
  rxHerb({ a: 'warfarin', b: 'ginkgo', severity: 'HIGH', family: 'bleeding', source: nccih('ginkgo') }),
  otcHerb({ a: 'aspirin', b: 'ginkgo biloba', severity: 'HIGH', family: 'bleeding', source: nccih('ginkgo') }),
  rxSupp({ a: 'warfarin', b: 'vitamin K', severity: 'HIGH', family: 'bleeding', source: ods('VitaminK') }),
  rxHerb({ a: 'warfarin', b: "St. John's wort", severity: 'HIGH', family: 'bleeding', source: nccih('st-johns-wort') }),
  rxOtc({ a: 'Plavix', b: 'Nexium 24HR', severity: 'HIGH', family: 'cyp2c19', source: PLAVIX }),
  rxOtc({ a: 'clopidogrel', b: 'Prilosec OTC', severity: 'HIGH', family: 'cyp2c19', source: PLAVIX }),

  // Potassium and the renin-angiotensin system.
  rxRx({ a: 'eplerenone', b: 'potassium chloride', severity: 'CRITICAL', family: 'potassium', source: label('EPLERENONE') }),
  rxRx({ a: 'amiloride', b: 'potassium chloride', severity: 'CRITICAL', family: 'potassium', source: label('AMILORIDE') }),
  rxSupp({ a: 'losartan', b: 'potassium gluconate', severity: 'HIGH', family: 'potassium', source: ods('Potassium') }),
  rxRx({ a: 'Entresto', b: 'lisinopril', severity: 'CRITICAL', family: 'potassium', source: label('ENTRESTO') }),
  rxRx({ a: 'lisinopril', b: 'valsartan', severity: 'HIGH', family: 'potassium', source: label('LISINOPRIL') }),
  rxRx({ a: 'Bactrim', b: 'lisinopril', severity: 'MEDIUM', family: 'potassium', source: label('SULFAMETHOXAZOLE AND TRIMETHOPRIM') }),
  rxOtc({ a: 'lisinopril', b: 'Advil', severity: 'MEDIUM', family: 'potassium', source: label('LISINOPRIL') }),

  // Lithium clearance: the lithium label warns of toxicity with NSAIDs, ACE inhibitors, ARBs and diuretics.
  rxOtc({ a: 'lithium', b: 'Aleve', severity: 'HIGH', family: 'lithium', source: LITHIUM }),
  rxRx({ a: 'lithium', b: 'meloxicam', severity: 'HIGH', family: 'lithium', source: LITHIUM }),
  rxRx({ a: 'lithium', b: 'celecoxib', severity: 'HIGH', family: 'lithium', source: LITHIUM }),
  rxRx({ a: 'lithium', b: 'ramipril', severity: 'HIGH', family: 'lithium', source: LITHIUM }),
  rxRx({ a: 'Lithobid', b: 'valsartan', severity: 'HIGH', family: 'lithium', source: LITHIUM }),
  rxRx({ a: 'lithium', b: 'chlorthalidone', severity: 'HIGH', family: 'lithium', source: LITHIUM }),

  // Chelation: quinolones, tetracyclines, levothyroxine and bisphosphonates with polyvalent cations (separate doses).
  rxOtc({ a: 'ciprofloxacin', b: 'Tums', severity: 'MEDIUM', family: 'chelation', source: label('CIPROFLOXACIN') }),
  rxSupp({ a: 'Cipro', b: 'magnesium', severity: 'MEDIUM', family: 'chelation', source: ods('Magnesium') }),
  rxSupp({ a: 'ciprofloxacin', b: 'zinc', severity: 'MEDIUM', family: 'chelation', source: ods('Zinc') }),
  rxSupp({ a: 'ciprofloxacin', b: 'ferrous sulfate', severity: 'MEDIUM', family: 'chelation', source: label('CIPROFLOXACIN') }),
  rxSupp({ a: 'levofloxacin', b: 'magnesium citrate', severity: 'MEDIUM', family: 'chelation', source: label('LEVOFLOXACIN') }),
  rxSupp({ a: 'doxycycline', b: 'iron', severity: 'MEDIUM', family: 'chelation', source: label('DOXYCYCLINE') }),
  rxOtc({ a: 'doxycycline', b: 'Maalox', severity: 'MEDIUM', family: 'chelation', source: label('DOXYCYCLINE') }),
  rxSupp({ a: 'minocycline', b: 'calcium', severity: 'MEDIUM', family: 'chelation', source: label('MINOCYCLINE') }),
  rxOtc({ a: 'Synthroid', b: 'Tums', severity: 'MEDIUM', family: 'chelation', source: LEVOTHYROXINE }),
  rxSupp({ a: 'levothyroxine', b: 'iron', severity: 'MEDIUM', family: 'chelation', source: LEVOTHYROXINE }),
  rxSupp({ a: 'levothyroxine', b: 'calcium citrate', severity: 'MEDIUM', family: 'chelation', source: LEVOTHYROXINE }),
  rxSupp({ a: 'Synthroid', b: 'magnesium', severity: 'MEDIUM', family: 'chelation', source: LEVOTHYROXINE }),
  rxSupp({ a: 'alendronate', b: 'calcium', severity: 'MEDIUM', family: 'chelation', source: label('ALENDRONATE') }),
  rxOtc({ a: 'Fosamax', b: 'Tums', severity: 'MEDIUM', family: 'chelation', source: label('FOSAMAX') }),

  // Strong CYP3A4 inhibitors and inducers with sensitive substrates (FDA table; the substrate's label).
  rxRx({ a: 'clarithromycin', b: 'alprazolam', severity: 'CRITICAL', family: 'cyp3a4', source: ALPRAZOLAM }),
  rxRx({ a: 'itraconazole', b: 'Xanax', severity: 'CRITICAL', family: 'cyp3a4', source: ALPRAZOLAM }),
  rxRx({ a: 'Paxlovid', b: 'simvastatin', severity: 'CRITICAL', family: 'cyp3a4', source: label('PAXLOVID') }),
  rxHerb({ a: 'Paxlovid', b: "St. John's wort", severity: 'CRITICAL', family: 'cyp3a4', source: label('PAXLOVID') }),
  rxRx({ a: 'Paxlovid', b: 'amiodarone', severity: 'CRITICAL', family: 'cyp3a4', source: label('PAXLOVID') }),
  rxRx({ a: 'gemfibrozil', b: 'simvastatin', severity: 'CRITICAL', family: 'statin', source: SIMVASTATIN }),
  rxRx({ a: 'diltiazem', b: 'simvastatin', severity: 'MEDIUM', family: 'cyp3a4', source: SIMVASTATIN }),
  rxRx({ a: 'amlodipine', b: 'Zocor', severity: 'MEDIUM', family: 'cyp3a4', source: SIMVASTATIN }),
  rxHerb({ a: 'Eliquis', b: "St. John's wort", severity: 'HIGH', family: 'cyp3a4', source: label('ELIQUIS') }),
  rxRx({ a: 'Xarelto', b: 'rifampin', severity: 'HIGH', family: 'cyp3a4', source: label('XARELTO') }),

  // CYP1A2: duloxetine's label says avoid potent CYP1A2 inhibitors; ciprofloxacin's label warns about caffeine.
  rxRx({ a: 'Cymbalta', b: 'ciprofloxacin', severity: 'HIGH', family: 'cyp1a2', source: label('CYMBALTA') }),
  rxRx({ a: 'duloxetine', b: 'fluvoxamine', severity: 'HIGH', family: 'cyp1a2', source: label('DULOXETINE') }),
  rxSupp({ a: 'ciprofloxacin', b: 'caffeine', severity: 'MEDIUM', family: 'cyp1a2', source: label('CIPROFLOXACIN') }),

  // CYP2D6: strong inhibitors with sensitive substrates (dose adjustment in the substrate's label).
  rxRx({ a: 'Abilify', b: 'Prozac', severity: 'MEDIUM', family: 'cyp2d6', source: label('ABILIFY') }),
  rxRx({ a: 'paroxetine', b: 'metoprolol', severity: 'MEDIUM', family: 'cyp2d6', source: label('METOPROLOL') }),
  rxRx({ a: 'Wellbutrin', b: 'metoprolol', severity: 'MEDIUM', family: 'cyp2d6', source: label('BUPROPION') }),

  // CYP2C19 and CYP2C9.
  rxOtc({ a: 'citalopram', b: 'omeprazole', severity: 'MEDIUM', family: 'cyp2c19', source: label('CITALOPRAM') }),
  rxOtc({ a: 'Celexa', b: 'Tagamet HB', severity: 'MEDIUM', family: 'cyp2c19', source: label('CELEXA') }),
  rxRx({ a: 'Diflucan', b: 'celecoxib', severity: 'MEDIUM', family: 'cyp2c9', source: label('CELEBREX') }),
  rxRx({ a: 'fluconazole', b: 'phenytoin', severity: 'MEDIUM', family: 'cyp2c9', source: label('FLUCONAZOLE') }),

  // Blood sugar: NIH pages on berberine-like supplements with diabetes medicines (monitor glucose).
  rxSupp({ a: 'glipizide', b: 'berberine', severity: 'MEDIUM', family: 'glucose', source: nccih('diabetes-and-dietary-supplements') }),
  rxSupp({ a: 'insulin', b: 'chromium', severity: 'MEDIUM', family: 'glucose', source: ods('Chromium') }),
];
