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

  { id: 'sedative', label: 'Sedatives and sleep medicines', parents: [] },
  { id: 'benzodiazepine', label: 'Benzodiazepines', parents: ['sedative'] },
  { id: 'anticonvulsant', label: 'Seizure medicines', parents: [] },
  { id: 'hiv_antiretroviral', label: 'HIV medicines (antiretrovirals)', parents: [] },
  { id: 'hormonal_contraceptive', label: 'Birth control pills (hormonal contraceptives)', parents: [] },

  { id: 'caffeine_source', label: 'Caffeine sources', parents: [] },
] as const satisfies readonly SubstanceClass[];

export type ClassId = (typeof CLASSES)[number]['id'];
