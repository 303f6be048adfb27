/**
 * The HELD-OUT duplicate cases: two items on one list that are the same medicine, or two medicines of one class, which
 * a pharmacist would point out. Written from the products' labels (Drug Facts active ingredients, "do not use with
 * other products containing ...") before the duplicate rules existed; no rule may be tuned by looking at this file.
 */
import { label, ods } from './held-out-builders.js';
import type { HeldOutDuplicate } from './held-out-types.js';

export const HELD_OUT_DUPLICATES: readonly HeldOutDuplicate[] = [
  // Acetaminophen twice: the Drug Facts liver warning says not to use with any other drug containing acetaminophen.
  { a: 'Tylenol', b: 'NyQuil', kind: 'same-ingredient', shared: 'acetaminophen', aType: 'OTC_MEDICATION', bType: 'OTC_MEDICATION', source: label('NYQUIL') },
  { a: 'Tylenol', b: 'DayQuil', kind: 'same-ingredient', shared: 'acetaminophen', aType: 'OTC_MEDICATION', bType: 'OTC_MEDICATION', source: label('DAYQUIL') },
  {
    a: 'Excedrin',
    b: 'Tylenol',
    kind: 'same-ingredient',
    shared: 'acetaminophen',
    aType: 'OTC_MEDICATION',
    bType: 'OTC_MEDICATION',
    source: label('EXCEDRIN'),
  },
  { a: 'Percocet', b: 'Tylenol', kind: 'same-ingredient', shared: 'acetaminophen', aType: 'PRESCRIPTION', bType: 'OTC_MEDICATION', source: label('PERCOCET') },
  { a: 'Norco', b: 'Tylenol PM', kind: 'same-ingredient', shared: 'acetaminophen', aType: 'PRESCRIPTION', bType: 'OTC_MEDICATION', source: label('NORCO') },
  // Two NSAIDs, or one NSAID twice: the Drug Facts stomach bleeding warning covers taking more than one NSAID.
  { a: 'Advil', b: 'Aleve', kind: 'same-class', shared: 'NSAID', aType: 'OTC_MEDICATION', bType: 'OTC_MEDICATION', source: label('ADVIL') },
  { a: 'Advil', b: 'aspirin', kind: 'same-class', shared: 'NSAID', aType: 'OTC_MEDICATION', bType: 'OTC_MEDICATION', source: label('ADVIL') },
  { a: 'Motrin IB', b: 'Advil', kind: 'same-ingredient', shared: 'ibuprofen', aType: 'OTC_MEDICATION', bType: 'OTC_MEDICATION', source: label('MOTRIN IB') },
  { a: 'Aleve', b: 'naproxen', kind: 'same-ingredient', shared: 'naproxen', aType: 'OTC_MEDICATION', bType: 'PRESCRIPTION', source: label('ALEVE') },
  {
    a: 'Excedrin',
    b: 'Bayer aspirin',
    kind: 'same-ingredient',
    shared: 'aspirin',
    aType: 'OTC_MEDICATION',
    bType: 'OTC_MEDICATION',
    source: label('EXCEDRIN'),
  },
  { a: 'meloxicam', b: 'Advil', kind: 'same-class', shared: 'NSAID', aType: 'PRESCRIPTION', bType: 'OTC_MEDICATION', source: label('MELOXICAM') },
  // Sleep aids and cough/cold products sharing an antihistamine, decongestant or cough suppressant.
  {
    a: 'Benadryl',
    b: 'ZzzQuil',
    kind: 'same-ingredient',
    shared: 'diphenhydramine',
    aType: 'OTC_MEDICATION',
    bType: 'OTC_MEDICATION',
    source: label('ZZZQUIL'),
  },
  {
    a: 'Tylenol PM',
    b: 'Benadryl',
    kind: 'same-ingredient',
    shared: 'diphenhydramine',
    aType: 'OTC_MEDICATION',
    bType: 'OTC_MEDICATION',
    source: label('TYLENOL PM'),
  },
  {
    a: 'Unisom SleepTabs',
    b: 'NyQuil',
    kind: 'same-ingredient',
    shared: 'doxylamine',
    aType: 'OTC_MEDICATION',
    bType: 'OTC_MEDICATION',
    source: label('NYQUIL'),
  },
  // DayQuil's decongestant is phenylephrine: the same ingredient as Sudafed PE, the same class as Sudafed.
  {
    a: 'Sudafed PE',
    b: 'DayQuil',
    kind: 'same-ingredient',
    shared: 'phenylephrine',
    aType: 'OTC_MEDICATION',
    bType: 'OTC_MEDICATION',
    source: label('DAYQUIL'),
  },
  { a: 'Sudafed', b: 'DayQuil', kind: 'same-class', shared: 'nasal decongestant', aType: 'OTC_MEDICATION', bType: 'OTC_MEDICATION', source: label('SUDAFED') },
  {
    a: 'Mucinex DM',
    b: 'Robitussin DM',
    kind: 'same-ingredient',
    shared: 'dextromethorphan',
    aType: 'OTC_MEDICATION',
    bType: 'OTC_MEDICATION',
    source: label('MUCINEX DM'),
  },
  {
    a: 'Prilosec OTC',
    b: 'Nexium 24HR',
    kind: 'same-class',
    shared: 'proton pump inhibitor',
    aType: 'OTC_MEDICATION',
    bType: 'OTC_MEDICATION',
    source: label('PRILOSEC OTC'),
  },
  // ADHD medicines: two stimulants, or one stimulant twice.
  { a: 'Adderall XR', b: 'Vyvanse', kind: 'same-class', shared: 'CNS stimulant', aType: 'PRESCRIPTION', bType: 'PRESCRIPTION', source: label('VYVANSE') },
  { a: 'Ritalin', b: 'Concerta', kind: 'same-ingredient', shared: 'methylphenidate', aType: 'PRESCRIPTION', bType: 'PRESCRIPTION', source: label('CONCERTA') },
  { a: 'Focalin XR', b: 'Ritalin', kind: 'same-class', shared: 'CNS stimulant', aType: 'PRESCRIPTION', bType: 'PRESCRIPTION', source: label('FOCALIN') },
  { a: 'Adderall', b: 'Evekeo', kind: 'same-ingredient', shared: 'amphetamine', aType: 'PRESCRIPTION', bType: 'PRESCRIPTION', source: label('EVEKEO') },
  { a: 'Intuniv', b: 'Kapvay', kind: 'same-class', shared: 'alpha-2 agonist', aType: 'PRESCRIPTION', bType: 'PRESCRIPTION', source: label('KAPVAY') },
  // Antidepressants and sedatives: one drug twice, or two of one class.
  { a: 'sertraline', b: 'Zoloft', kind: 'same-ingredient', shared: 'sertraline', aType: 'PRESCRIPTION', bType: 'PRESCRIPTION', source: label('ZOLOFT') },
  { a: 'Wellbutrin XL', b: 'Zyban', kind: 'same-ingredient', shared: 'bupropion', aType: 'PRESCRIPTION', bType: 'PRESCRIPTION', source: label('ZYBAN') },
  { a: 'Zoloft', b: 'Lexapro', kind: 'same-class', shared: 'SSRI', aType: 'PRESCRIPTION', bType: 'PRESCRIPTION', source: label('LEXAPRO') },
  { a: 'Prozac', b: 'Paxil', kind: 'same-class', shared: 'SSRI', aType: 'PRESCRIPTION', bType: 'PRESCRIPTION', source: label('PAXIL') },
  { a: 'Xanax', b: 'Klonopin', kind: 'same-class', shared: 'benzodiazepine', aType: 'PRESCRIPTION', bType: 'PRESCRIPTION', source: label('KLONOPIN') },
  { a: 'Ativan', b: 'Valium', kind: 'same-class', shared: 'benzodiazepine', aType: 'PRESCRIPTION', bType: 'PRESCRIPTION', source: label('VALIUM') },
  // Two anticoagulants.
  { a: 'warfarin', b: 'Eliquis', kind: 'same-class', shared: 'anticoagulant', aType: 'PRESCRIPTION', bType: 'PRESCRIPTION', source: label('ELIQUIS') },
  { a: 'Xarelto', b: 'Eliquis', kind: 'same-class', shared: 'anticoagulant', aType: 'PRESCRIPTION', bType: 'PRESCRIPTION', source: label('XARELTO') },
  // Supplements logged twice under different forms.
  {
    a: 'magnesium glycinate',
    b: 'magnesium citrate',
    kind: 'same-ingredient',
    shared: 'magnesium',
    aType: 'SUPPLEMENT',
    bType: 'SUPPLEMENT',
    source: ods('Magnesium'),
  },
  { a: 'vitamin D3', b: 'cholecalciferol', kind: 'same-ingredient', shared: 'vitamin D', aType: 'SUPPLEMENT', bType: 'SUPPLEMENT', source: ods('VitaminD') },
  {
    a: 'fish oil',
    b: 'omega-3',
    kind: 'same-ingredient',
    shared: 'omega-3 fatty acids',
    aType: 'SUPPLEMENT',
    bType: 'SUPPLEMENT',
    source: 'https://ods.od.nih.gov/factsheets/Omega3FattyAcids-HealthProfessional/',
  },
];
