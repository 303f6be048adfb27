/**
 * RxNorm ingredient codes (RxCUIs, term type IN) of the knowledge base's single-ingredient substances, for the FHIR
 * export's MedicationStatements (docs/data-export.md, "FHIR"). RxNorm names and codes are public domain (NLM); the
 * attribution line is in the docs. Only codes confirmed in a published list are here, never from memory: each entry
 * names its source, every one so far CPIC's drug table (the Clinical Pharmacogenetics Implementation Consortium's
 * list of drugs by RxNorm ingredient, cpicpgx/cpic-schema drug.sql), matched to a knowledge substance by its
 * ingredient name. A combination product has no single ingredient code and gets none; knowledge substances without
 * a confirmed code (amphetamine, lisdexamfetamine, guanfacine and most supplements among them) get none yet.
 */

export interface RxNormIngredient {
  readonly rxcui: string;
  /** The ingredient's name as the source lists it (the coding's display). */
  readonly name: string;
  readonly source: 'cpic-drug-table';
}

/** Where each code was confirmed. */
export const RXNORM_SOURCES = {
  'cpic-drug-table': {
    name: 'CPIC drug table (RxNorm ingredient ids), cpicpgx/cpic-schema drug.sql',
    url: 'https://github.com/cpicpgx/cpic-schema/blob/master/drug.sql',
  },
} as const;

const cpic = (rxcui: string, name: string): RxNormIngredient => ({ rxcui, name, source: 'cpic-drug-table' });

/** Knowledge substance id → its RxNorm ingredient code. */
export const RXNORM_INGREDIENTS: Readonly<Record<string, RxNormIngredient>> = {
  methylphenidate: cpic('6901', 'methylphenidate'),
  atomoxetine: cpic('38400', 'atomoxetine'),
  sertraline: cpic('36437', 'sertraline'),
  fluoxetine: cpic('4493', 'fluoxetine'),
  paroxetine: cpic('32937', 'paroxetine'),
  citalopram: cpic('2556', 'citalopram'),
  escitalopram: cpic('321988', 'escitalopram'),
  fluvoxamine: cpic('42355', 'fluvoxamine'),
  venlafaxine: cpic('39786', 'venlafaxine'),
  duloxetine: cpic('72625', 'duloxetine'),
  amitriptyline: cpic('704', 'amitriptyline'),
  nortriptyline: cpic('7531', 'nortriptyline'),
  imipramine: cpic('5691', 'imipramine'),
  clomipramine: cpic('2597', 'clomipramine'),
  doxepin: cpic('3638', 'doxepin'),
  bupropion: cpic('42347', 'bupropion'),
  methylene_blue: cpic('6878', 'methylene blue'),
  tramadol: cpic('10689', 'tramadol'),
  diazepam: cpic('3322', 'diazepam'),
  carbamazepine: cpic('2002', 'carbamazepine'),
  phenytoin: cpic('8183', 'phenytoin'),
  warfarin: cpic('11289', 'warfarin'),
  clopidogrel: cpic('32968', 'clopidogrel'),
  aspirin: cpic('1191', 'aspirin'),
  diclofenac: cpic('3355', 'diclofenac'),
  celecoxib: cpic('140587', 'celecoxib'),
  spironolactone: cpic('9997', 'spironolactone'),
  hydrochlorothiazide: cpic('5487', 'hydrochlorothiazide'),
  simvastatin: cpic('36567', 'simvastatin'),
  metformin: cpic('6809', 'metformin'),
  glipizide: cpic('4821', 'glipizide'),
  glimepiride: cpic('25789', 'glimepiride'),
  omeprazole: cpic('7646', 'omeprazole'),
  esomeprazole: cpic('283742', 'esomeprazole'),
  pantoprazole: cpic('40790', 'pantoprazole'),
  lansoprazole: cpic('17128', 'lansoprazole'),
  rabeprazole: cpic('114979', 'rabeprazole'),
  dexlansoprazole: cpic('816346', 'dexlansoprazole'),
  ciprofloxacin: cpic('2551', 'ciprofloxacin'),
  levofloxacin: cpic('82122', 'levofloxacin'),
  moxifloxacin: cpic('139462', 'moxifloxacin'),
  atazanavir: cpic('343047', 'atazanavir'),
  efavirenz: cpic('195085', 'efavirenz'),
  nevirapine: cpic('53654', 'nevirapine'),
  atorvastatin: cpic('83367', 'atorvastatin'),
  rosuvastatin: cpic('301542', 'rosuvastatin'),
  pravastatin: cpic('42463', 'pravastatin'),
  metoprolol: cpic('6918', 'metoprolol'),
  carvedilol: cpic('20352', 'carvedilol'),
  propranolol: cpic('8787', 'propranolol'),
  timolol: cpic('10600', 'timolol'),
  hydralazine: cpic('5470', 'hydralazine'),
  furosemide: cpic('4603', 'furosemide'),
  isosorbide_dinitrate: cpic('6058', 'isosorbide dinitrate'),
  sildenafil: cpic('136411', 'sildenafil'),
  quinidine: cpic('9068', 'quinidine'),
  flecainide: cpic('4441', 'flecainide'),
  digoxin: cpic('3407', 'digoxin'),
  oxycodone: cpic('7804', 'oxycodone'),
  morphine: cpic('7052', 'morphine'),
  fentanyl: cpic('4337', 'fentanyl'),
  methadone: cpic('6813', 'methadone'),
  codeine: cpic('2670', 'codeine'),
  naloxone: cpic('7242', 'naloxone'),
  naltrexone: cpic('7243', 'naltrexone'),
  carisoprodol: cpic('2101', 'carisoprodol'),
  mirtazapine: cpic('15996', 'mirtazapine'),
  vortioxetine: cpic('1455099', 'vortioxetine'),
  aripiprazole: cpic('89013', 'aripiprazole'),
  olanzapine: cpic('61381', 'olanzapine'),
  clozapine: cpic('2626', 'clozapine'),
  risperidone: cpic('35636', 'risperidone'),
  haloperidol: cpic('5093', 'haloperidol'),
  pimozide: cpic('8331', 'pimozide'),
  thioridazine: cpic('10502', 'thioridazine'),
  lamotrigine: cpic('28439', 'lamotrigine'),
  oxcarbazepine: cpic('32624', 'oxcarbazepine'),
  donepezil: cpic('135447', 'donepezil'),
  erythromycin: cpic('4053', 'erythromycin'),
  nitrofurantoin: cpic('7454', 'nitrofurantoin'),
  voriconazole: cpic('121243', 'voriconazole'),
  terbinafine: cpic('37801', 'terbinafine'),
  hydroxychloroquine: cpic('5521', 'hydroxychloroquine'),
  chloroquine: cpic('2393', 'chloroquine'),
  salmeterol: cpic('36117', 'salmeterol'),
  budesonide: cpic('19831', 'budesonide'),
  triamcinolone: cpic('10759', 'triamcinolone'),
  tiotropium: cpic('69120', 'tiotropium'),
  methimazole: cpic('6835', 'methimazole'),
  tamsulosin: cpic('77492', 'tamsulosin'),
  tolterodine: cpic('119565', 'tolterodine'),
  allopurinol: cpic('519', 'allopurinol'),
  methotrexate: cpic('6851', 'methotrexate'),
  azathioprine: cpic('1256', 'azathioprine'),
  mercaptopurine: cpic('103', 'mercaptopurine'),
  sulfasalazine: cpic('9524', 'sulfasalazine'),
  irinotecan: cpic('51499', 'irinotecan'),
  tamoxifen: cpic('10324', 'tamoxifen'),
  ondansetron: cpic('26225', 'ondansetron'),
  metoclopramide: cpic('6915', 'metoclopramide'),
  latanoprost: cpic('43611', 'latanoprost'),
  brexpiprazole: cpic('1658314', 'brexpiprazole'),
  lidocaine: cpic('6387', 'lidocaine'),
  phenazopyridine: cpic('8120', 'phenazopyridine'),
  dextromethorphan: cpic('3289', 'dextromethorphan'),
  nicotine: cpic('7407', 'nicotine'),
  vitamin_c: cpic('1151', 'vitamin c'),
  caffeine: cpic('1886', 'caffeine'),
  modafinil: cpic('30125', 'modafinil'),
};
