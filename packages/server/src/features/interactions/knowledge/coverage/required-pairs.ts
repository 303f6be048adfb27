/**
 * Pairs the checker must flag, by rule family, each with the least severity it must get. Every pair is backed by a
 * rule that cites its source (a DailyMed label by set id, the ONC list or an NIH fact sheet); a pair no rule backs yet
 * is a gap in known-gaps.ts, never a reason to write a rule without a source.
 */
import type { PairFamily } from './coverage-types.js';

export const REQUIRED_PAIRS: readonly PairFamily[] = [
  {
    id: 'onc',
    label: 'ONC high-priority list (Phansalkar 2012)',
    pairs: [
      { a: 'phenelzine', b: 'sertraline', least: 'CRITICAL' },
      { a: 'tranylcypromine', b: 'fluoxetine', least: 'CRITICAL' },
      { a: 'selegiline', b: 'venlafaxine', least: 'CRITICAL' },
      { a: 'phenelzine', b: 'tramadol', least: 'CRITICAL' },
      { a: 'phenelzine', b: 'pseudoephedrine', least: 'CRITICAL' },
      { a: 'tranylcypromine', b: 'Adderall', least: 'CRITICAL' },
      { a: 'phenelzine', b: 'methylphenidate', least: 'CRITICAL' },
      { a: 'isosorbide mononitrate', b: 'sildenafil', least: 'CRITICAL' },
      { a: 'nitroglycerin', b: 'tadalafil', least: 'CRITICAL' },
      { a: 'clarithromycin', b: 'simvastatin', least: 'CRITICAL' },
      { a: 'itraconazole', b: 'lovastatin', least: 'CRITICAL' },
      { a: 'ketoconazole', b: 'ergotamine', least: 'CRITICAL' },
      { a: 'clarithromycin', b: 'pimozide', least: 'CRITICAL' },
      { a: 'tizanidine', b: 'ciprofloxacin', least: 'CRITICAL' },
      { a: 'tizanidine', b: 'fluvoxamine', least: 'CRITICAL' },
      { a: 'ramelteon', b: 'fluvoxamine', least: 'CRITICAL' },
      { a: 'atazanavir', b: 'omeprazole', least: 'CRITICAL' },
      { a: 'azathioprine', b: 'febuxostat', least: 'CRITICAL' },
      { a: 'mercaptopurine', b: 'febuxostat', least: 'CRITICAL' },
      { a: 'irinotecan', b: 'ketoconazole', least: 'CRITICAL' },
      { a: 'rifampin', b: 'ritonavir', least: 'CRITICAL' },
      { a: 'methotrexate', b: 'trimethoprim', least: 'HIGH' },
      { a: 'warfarin', b: 'fluconazole', least: 'HIGH' },
    ],
  },
  {
    id: 'serotonergic-otc',
    label: 'serotonergic OTC ingredients with MAOIs, SSRIs and SNRIs',
    pairs: [
      { a: 'dextromethorphan', b: 'phenelzine', least: 'CRITICAL' },
      { a: 'DayQuil', b: 'tranylcypromine', least: 'CRITICAL' },
      { a: 'Robitussin DM', b: 'isocarboxazid', least: 'CRITICAL' },
      { a: 'dextromethorphan', b: 'sertraline', least: 'HIGH' },
      { a: 'Mucinex DM', b: 'fluoxetine', least: 'HIGH' },
      { a: 'NyQuil', b: 'duloxetine', least: 'HIGH' },
      { a: '5-HTP', b: 'escitalopram', least: 'HIGH' },
      { a: "St. John's wort", b: 'sertraline', least: 'HIGH' },
    ],
  },
  {
    id: 'opioids-sedatives',
    label: 'opioids with benzodiazepines and other sedatives (boxed warning)',
    pairs: [
      { a: 'oxycodone', b: 'alprazolam', least: 'HIGH' },
      { a: 'hydrocodone', b: 'clonazepam', least: 'HIGH' },
      { a: 'Percocet', b: 'lorazepam', least: 'HIGH' },
      { a: 'tramadol', b: 'diazepam', least: 'HIGH' },
      { a: 'morphine', b: 'zolpidem', least: 'HIGH' },
      { a: 'hydromorphone', b: 'temazepam', least: 'HIGH' },
      { a: 'Norco', b: 'gabapentin', least: 'HIGH' },
      { a: 'methadone', b: 'Xanax', least: 'HIGH' },
    ],
  },
  {
    id: 'nitrates-pde5',
    label: 'nitrates with PDE5 inhibitors',
    pairs: [
      { a: 'nitroglycerin', b: 'Viagra', least: 'CRITICAL' },
      { a: 'isosorbide dinitrate', b: 'tadalafil', least: 'CRITICAL' },
      { a: 'Imdur', b: 'Cialis', least: 'CRITICAL' },
      { a: 'nitroglycerin', b: 'vardenafil', least: 'CRITICAL' },
    ],
  },
  {
    id: 'strong-cyp3a4',
    label: 'strong CYP3A4 inhibitors with simvastatin, lovastatin, colchicine, ergotamine, pimozide',
    pairs: [
      { a: 'clarithromycin', b: 'Zocor', least: 'CRITICAL' },
      { a: 'ketoconazole', b: 'simvastatin', least: 'CRITICAL' },
      { a: 'ritonavir', b: 'lovastatin', least: 'CRITICAL' },
      { a: 'clarithromycin', b: 'colchicine', least: 'HIGH' },
      { a: 'itraconazole', b: 'colchicine', least: 'HIGH' },
      { a: 'ritonavir', b: 'ergotamine', least: 'CRITICAL' },
      { a: 'ketoconazole', b: 'pimozide', least: 'CRITICAL' },
    ],
  },
  {
    id: 'warfarin',
    label: 'warfarin with azole antifungals, amiodarone and NSAIDs',
    pairs: [
      { a: 'warfarin', b: 'fluconazole', least: 'HIGH' },
      { a: 'Coumadin', b: 'amiodarone', least: 'HIGH' },
      { a: 'warfarin', b: 'ibuprofen', least: 'HIGH' },
      { a: 'warfarin', b: 'Aleve', least: 'HIGH' },
      { a: 'warfarin', b: 'aspirin', least: 'HIGH' },
      { a: 'warfarin', b: 'Bactrim', least: 'HIGH' },
    ],
  },
  {
    id: 'cyp1a2',
    label: 'tizanidine and theophylline with ciprofloxacin and fluvoxamine',
    pairs: [
      { a: 'tizanidine', b: 'ciprofloxacin', least: 'CRITICAL' },
      { a: 'Zanaflex', b: 'fluvoxamine', least: 'CRITICAL' },
      { a: 'theophylline', b: 'ciprofloxacin', least: 'HIGH' },
      { a: 'theophylline', b: 'fluvoxamine', least: 'HIGH' },
    ],
  },
  {
    id: 'methotrexate',
    label: 'methotrexate with trimethoprim',
    pairs: [
      { a: 'methotrexate', b: 'trimethoprim', least: 'HIGH' },
      { a: 'methotrexate', b: 'sulfamethoxazole and trimethoprim', least: 'HIGH' },
      { a: 'Trexall', b: 'Bactrim', least: 'HIGH' },
    ],
  },
  {
    id: 'azathioprine',
    label: 'azathioprine with allopurinol',
    pairs: [
      { a: 'azathioprine', b: 'allopurinol', least: 'HIGH' },
      { a: 'Imuran', b: 'Zyloprim', least: 'HIGH' },
      { a: 'mercaptopurine', b: 'allopurinol', least: 'HIGH' },
    ],
  },
  {
    id: 'lithium',
    label: 'lithium with NSAIDs, ACE inhibitors and thiazides',
    pairs: [
      { a: 'lithium', b: 'ibuprofen', least: 'HIGH' },
      { a: 'lithium', b: 'lisinopril', least: 'HIGH' },
      { a: 'lithium', b: 'hydrochlorothiazide', least: 'HIGH' },
      { a: 'lithium', b: 'losartan', least: 'HIGH' },
    ],
  },
  {
    id: 'potassium-sparing',
    label: 'potassium-sparing drugs with ACE inhibitors and potassium',
    pairs: [
      { a: 'spironolactone', b: 'lisinopril', least: 'HIGH' },
      { a: 'spironolactone', b: 'losartan', least: 'HIGH' },
      { a: 'triamterene', b: 'enalapril', least: 'HIGH' },
      { a: 'lisinopril', b: 'potassium chloride', least: 'HIGH' },
      { a: 'spironolactone', b: 'potassium chloride', least: 'HIGH' },
    ],
  },
  {
    id: 'qt',
    label: 'QT-prolonging pairs where labels warn',
    pairs: [
      { a: 'dofetilide', b: 'citalopram', least: 'HIGH' },
      { a: 'amiodarone', b: 'azithromycin', least: 'HIGH' },
      { a: 'pimozide', b: 'ondansetron', least: 'HIGH' },
      { a: 'sotalol', b: 'levofloxacin', least: 'HIGH' },
      { a: 'amiodarone', b: 'haloperidol', least: 'HIGH' },
      { a: 'methadone', b: 'citalopram', least: 'HIGH' },
      { a: 'dofetilide', b: 'ciprofloxacin', least: 'HIGH' },
    ],
  },
];
