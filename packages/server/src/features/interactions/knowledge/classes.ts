/**
 * Drug and supplement classes, with parents, so a rule written once for "SSRIs" or "ADHD stimulants" reaches every
 * member. Membership lives on the substances (substances-*.ts); `classMembers` in knowledge-index.ts derives it.
 */
import type { SubstanceClass } from './types.js';

export const CLASSES = [
  { id: 'serotonergic', label: 'Medicines and supplements that raise serotonin', parents: [] },
  { id: 'antidepressant', label: 'Antidepressants', parents: [] },
  { id: 'ssri', label: 'Selective serotonin reuptake inhibitors (SSRIs)', parents: ['serotonergic', 'antidepressant'] },
  { id: 'snri', label: 'Serotonin–noradrenaline reuptake inhibitors (SNRIs)', parents: ['serotonergic', 'antidepressant'] },
  { id: 'tca', label: 'Tricyclic antidepressants (TCAs)', parents: ['serotonergic', 'antidepressant'] },
  { id: 'maoi', label: 'Monoamine oxidase inhibitors (MAOIs)', parents: [] },
  { id: 'triptan', label: 'Triptans (migraine medicines)', parents: ['serotonergic'] },
  { id: 'serotonin_precursor', label: 'Serotonin building blocks (5-HTP, tryptophan)', parents: ['serotonergic'] },
  { id: 'strong_cyp2d6_inhibitor', label: 'Strong CYP2D6 inhibitors', parents: [] },

  { id: 'adhd_stimulant', label: 'ADHD stimulants', parents: [] },
  { id: 'amphetamines', label: 'Amphetamines', parents: ['adhd_stimulant'] },
  { id: 'methylphenidates', label: 'Methylphenidates', parents: ['adhd_stimulant'] },
  { id: 'adhd_nonstimulant', label: 'ADHD non-stimulant medicines', parents: [] },
  { id: 'wakefulness_promoting', label: 'Wake-promoting medicines (modafinil, armodafinil, solriamfetol, pitolisant)', parents: [] },
  { id: 'alpha2_agonist', label: 'Alpha-2 agonists (guanfacine, clonidine)', parents: [] },
  { id: 'decongestant', label: 'Oral decongestants (sympathomimetics)', parents: [] },

  { id: 'anticoagulant', label: 'Anticoagulants (blood thinners)', parents: [] },
  { id: 'antiplatelet', label: 'Antiplatelet medicines', parents: [] },
  { id: 'nsaid', label: 'Non-steroidal anti-inflammatory drugs (NSAIDs)', parents: [] },

  { id: 'polyvalent_cation', label: 'Minerals that bind medicines in the gut (calcium, iron, magnesium, zinc, aluminium)', parents: [] },
  { id: 'antacid', label: 'Antacids', parents: [] },
  { id: 'aluminium_magnesium_antacid', label: 'Aluminium- and magnesium-containing antacids', parents: ['antacid'] },
  { id: 'thyroid_hormone', label: 'Thyroid hormone replacement', parents: [] },
  { id: 'antibiotic', label: 'Antibiotics', parents: [] },
  { id: 'quinolone', label: 'Quinolone antibiotics', parents: ['antibiotic'] },
  { id: 'tetracycline', label: 'Tetracycline antibiotics', parents: ['antibiotic'] },
  { id: 'bisphosphonate', label: 'Bisphosphonates (bone medicines)', parents: [] },
  { id: 'ppi', label: 'Proton pump inhibitors (PPIs)', parents: [] },

  { id: 'antidiabetic', label: 'Diabetes medicines', parents: [] },
  { id: 'insulin', label: 'Insulins', parents: ['antidiabetic'] },
  { id: 'sulfonylurea', label: 'Sulfonylureas', parents: ['antidiabetic'] },
  { id: 'biguanide', label: 'Biguanides (metformin)', parents: ['antidiabetic'] },

  { id: 'ace_inhibitor', label: 'ACE inhibitors', parents: [] },
  { id: 'arb', label: 'Angiotensin receptor blockers (ARBs)', parents: [] },
  { id: 'potassium_sparing_diuretic', label: 'Potassium-sparing diuretics', parents: [] },
  { id: 'thiazide_diuretic', label: 'Thiazide diuretics', parents: [] },
  { id: 'mood_stabilizer', label: 'Mood stabilisers', parents: [] },
  { id: 'statin', label: 'Statins (cholesterol medicines)', parents: [] },

  { id: 'sedative', label: 'Sedatives and sleep medicines', parents: ['cns_depressant'] },
  { id: 'benzodiazepine', label: 'Benzodiazepines', parents: ['sedative'] },
  { id: 'anticonvulsant', label: 'Seizure medicines', parents: [] },
  { id: 'hiv_antiretroviral', label: 'HIV medicines (antiretrovirals)', parents: [] },
  { id: 'hormonal_contraceptive', label: 'Birth control pills (hormonal contraceptives)', parents: [] },

  { id: 'caffeine_source', label: 'Caffeine sources', parents: [] },

  // Central nervous system depressants: the opioid labels' boxed warning covers benzodiazepines and all of these.
  { id: 'cns_depressant', label: 'Medicines that cause drowsiness or slow breathing (CNS depressants)', parents: [] },
  { id: 'opioid', label: 'Opioid pain and cough medicines', parents: [] },
  { id: 'gabapentinoid', label: 'Gabapentin and pregabalin', parents: ['cns_depressant'] },
  { id: 'muscle_relaxant', label: 'Muscle relaxants', parents: ['cns_depressant'] },
  { id: 'sedating_antihistamine', label: 'Sedating (first-generation) antihistamines', parents: ['cns_depressant'] },
  { id: 'antihistamine', label: 'Antihistamines', parents: [] },
  { id: 'antipsychotic', label: 'Antipsychotics', parents: ['cns_depressant'] },

  // Liver enzyme (CYP) interactions named by the ONC list and the labels
  { id: 'strong_cyp3a4_inhibitor', label: 'Strong CYP3A4 inhibitors (e.g. clarithromycin, itraconazole, ketoconazole, ritonavir)', parents: [] },
  { id: 'hiv_protease_inhibitor', label: 'HIV protease inhibitors', parents: ['hiv_antiretroviral', 'strong_cyp3a4_inhibitor'] },
  { id: 'strong_cyp3a4_inducer', label: 'Strong CYP3A4 inducers (e.g. rifampin, carbamazepine, phenytoin)', parents: [] },
  { id: 'strong_cyp1a2_inhibitor', label: 'Strong CYP1A2 inhibitors (ciprofloxacin, fluvoxamine)', parents: [] },
  { id: 'azole_antifungal', label: 'Azole antifungals', parents: [] },
  { id: 'macrolide', label: 'Macrolide antibiotics', parents: ['antibiotic'] },

  // Heart rhythm (QT interval)
  { id: 'qt_prolonging', label: 'Medicines that can prolong the QT interval', parents: [] },
  { id: 'qt_high_risk', label: 'Medicines with a high risk of QT prolongation', parents: ['qt_prolonging'] },
  { id: 'qt_contraindicated', label: 'Medicines whose label forbids other QT-prolonging drugs', parents: ['qt_high_risk'] },

  // Heart and blood pressure
  { id: 'nitrate', label: 'Nitrates (angina medicines)', parents: [] },
  { id: 'pde5_inhibitor', label: 'PDE5 inhibitors (erectile dysfunction and pulmonary hypertension medicines)', parents: [] },
  { id: 'beta_blocker', label: 'Beta blockers', parents: [] },
  { id: 'calcium_channel_blocker', label: 'Calcium channel blockers', parents: [] },
  { id: 'loop_diuretic', label: 'Loop diuretics', parents: [] },
  { id: 'antiarrhythmic', label: 'Heart rhythm medicines (antiarrhythmics)', parents: [] },

  // Immune system and gout
  { id: 'thiopurine', label: 'Thiopurines (azathioprine, mercaptopurine)', parents: [] },
  { id: 'xanthine_oxidase_inhibitor', label: 'Gout medicines that block xanthine oxidase (allopurinol, febuxostat)', parents: [] },

  // Stomach, cough and cold
  { id: 'h2_blocker', label: 'H2 blockers (acid reducers)', parents: [] },
  { id: 'cough_suppressant', label: 'Cough suppressants', parents: [] },
  { id: 'corticosteroid', label: 'Corticosteroids', parents: [] },
  { id: 'glp1_agonist', label: 'GLP-1 medicines', parents: ['antidiabetic'] },
  { id: 'sglt2_inhibitor', label: 'SGLT2 inhibitors', parents: ['antidiabetic'] },
  { id: 'dpp4_inhibitor', label: 'DPP-4 inhibitors', parents: ['antidiabetic'] },
] as const satisfies readonly SubstanceClass[];

export type ClassId = (typeof CLASSES)[number]['id'];
