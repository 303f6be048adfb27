/**
 * Therapeutic classes where two different medicines of the class taken together are a duplication the labels warn
 * about, with the finding's words and sources; and the documents a same-ingredient duplicate cites. A same-ingredient
 * pair is always a duplicate; a class duplicate is reported only when the two items share no ingredient of the class
 * (Ritalin + Concerta is methylphenidate twice, an ingredient duplicate).
 */
import type { ClassId } from './classes.js';
import type { Source } from './source.js';
import { ADHD_SOURCES, SOURCES } from './sources.js';
import type { SubstanceId } from './substances.js';
import type { RiskLevel } from './types.js';

export interface DuplicateClass {
  readonly id: ClassId;
  /** The class as a sentence names it: "Advil and Aleve are both NSAIDs (…)". */
  readonly label: string;
  /** Substances outside the class that count as members, and when (aspirin as an NSAID at pain-relief doses). */
  readonly alsoCounts?: readonly SubstanceId[];
  readonly severity: RiskLevel;
  readonly effect: string;
  readonly mechanism: string;
  readonly recommendation: string;
  readonly sources: readonly Source[];
}

/**
 * Aspirin is an NSAID by how it works but sits in the antiplatelet class (see substances-general-medicine.ts). For
 * duplication it counts as an NSAID at pain-relief doses. Low-dose aspirin (a known dose of 162 mg or less, or a
 * name that says "low dose", "baby" or "81 mg") is taken for the heart and does not count. An aspirin whose dose is
 * not known counts, and the finding says what changes if it is low-dose.
 */
export const LOW_DOSE_ASPIRIN_MAX_MG = 162;
export const LOW_DOSE_ASPIRIN_NAME = /\b(low[\s-]*dose|baby|81\s*mg|81)\b/i;

export const DUPLICATE_CLASSES: readonly DuplicateClass[] = [
  {
    id: 'nsaid',
    label: 'NSAIDs (anti-inflammatory pain relievers)',
    alsoCounts: ['aspirin'],
    severity: 'HIGH',
    effect: 'Two NSAIDs together raise the risk of stomach bleeding and ulcers and of kidney harm, and do not relieve pain better than one.',
    mechanism: 'NSAIDs all work the same way, by blocking the COX enzymes, so a second one adds its side effects rather than a new benefit.',
    recommendation:
      'Use one NSAID at a time unless a prescriber has told you to combine them. If your aspirin is a low dose (81 mg) for your heart, this duplication does not apply, but ask a pharmacist how to time ibuprofen around it.',
    sources: [SOURCES.ibuprofenOtcLabel, SOURCES.aleveLabel],
  },
  {
    id: 'adhd_stimulant',
    label: 'ADHD stimulants',
    severity: 'HIGH',
    effect: 'Two stimulants add up: a faster heart rate, higher blood pressure, poorer sleep, more anxiety, and a higher risk of misuse.',
    mechanism:
      'Amphetamines and methylphenidates both raise dopamine and noradrenaline; their labels warn about heart rate, blood pressure and misuse, which grow with the total dose.',
    recommendation:
      'Take both only if the same prescriber planned them together (for example a short-acting dose on top of a long-acting one); otherwise ask before your next dose.',
    sources: [SOURCES.amphetamineLabel, ADHD_SOURCES.methylphenidateLabel],
  },
  {
    id: 'ssri',
    label: 'SSRIs (antidepressants)',
    severity: 'HIGH',
    effect: 'Two SSRIs together raise the risk of serotonin syndrome (agitation, fast heartbeat, fever, muscle twitching) and of bleeding.',
    mechanism:
      'Both block serotonin reuptake, so serotonin rises more than with either alone; the sertraline label warns against combining it with other serotonergic drugs.',
    recommendation: 'Do not take two SSRIs unless your prescriber is switching you from one to the other on a plan; ask them before the next dose.',
    sources: [SOURCES.sertralineLabel],
  },
  {
    id: 'benzodiazepine',
    label: 'benzodiazepines',
    severity: 'HIGH',
    effect: 'Two benzodiazepines add to each other’s drowsiness, unsteadiness and slowed breathing; with alcohol or opioids this can be life-threatening.',
    mechanism:
      'Both act on the same GABA-A receptor, so the sedation adds up; the label warns about combining it with other central nervous system depressants.',
    recommendation: 'Take two benzodiazepines only if one prescriber has planned it; ask them before the next dose, and avoid alcohol.',
    sources: [SOURCES.alprazolamLabel],
  },
  {
    id: 'anticoagulant',
    label: 'blood thinners (anticoagulants)',
    severity: 'HIGH',
    effect: 'Two blood thinners together sharply raise the risk of serious bleeding.',
    mechanism:
      'Both slow clotting, by different or the same routes, so the effects add up; the labels warn against combining anticoagulants except while switching from one to another.',
    recommendation: 'Do not take two blood thinners unless your prescriber is switching you on a plan; call them today if you are taking both.',
    sources: [SOURCES.warfarinLabel, SOURCES.eliquisLabel],
  },
  {
    id: 'decongestant',
    label: 'oral decongestants',
    severity: 'MEDIUM',
    effect: 'Two decongestants add up: a faster heartbeat, higher blood pressure, nervousness and trouble sleeping.',
    mechanism: 'Pseudoephedrine and phenylephrine both tighten blood vessels by the same route, so a second one only adds to the first.',
    recommendation: 'Take one decongestant at a time: check the labels of cold and flu products for pseudoephedrine or phenylephrine.',
    sources: [SOURCES.dayquilLabel, SOURCES.sudafedLabel],
  },
  {
    id: 'ppi',
    label: 'proton pump inhibitors (acid reducers)',
    severity: 'MEDIUM',
    effect: 'Two proton pump inhibitors do not reduce acid more than one, and add to the long-term risks (low magnesium, bone fractures, gut infections).',
    mechanism: 'Omeprazole, esomeprazole, lansoprazole and the others all block the same acid pump in the stomach.',
    recommendation: 'Take one proton pump inhibitor, once a day, as its label says; ask a pharmacist before combining acid reducers.',
    sources: [SOURCES.prilosecOtcLabel],
  },
  {
    id: 'snri',
    label: 'SNRIs (antidepressants)',
    severity: 'HIGH',
    effect:
      'Two SNRIs together raise the risk of serotonin syndrome (agitation, fast heartbeat, fever, muscle twitching), of bleeding and of high blood pressure.',
    mechanism:
      'Both block the reuptake of serotonin and noradrenaline, so the effects add up; the venlafaxine label warns against other serotonergic drugs and about blood pressure.',
    recommendation: 'Do not take two SNRIs unless your prescriber is switching you from one to the other on a plan; ask them before the next dose.',
    sources: [SOURCES.venlafaxineLabels],
  },
  {
    id: 'ace_inhibitor',
    label: 'ACE inhibitors (blood pressure medicines)',
    severity: 'HIGH',
    effect: 'Two ACE inhibitors add up: low blood pressure, dizziness, high potassium and strain on the kidneys, with no extra benefit.',
    mechanism: 'Both block the same enzyme; the lisinopril label advises against combining medicines that block this hormone system.',
    recommendation: 'Take one ACE inhibitor; if two were prescribed, ask the prescriber before the next dose.',
    sources: [SOURCES.lisinoprilLabel],
  },
  {
    id: 'arb',
    label: 'angiotensin receptor blockers (blood pressure medicines)',
    severity: 'HIGH',
    effect: 'Two angiotensin receptor blockers add up: low blood pressure, dizziness, high potassium and strain on the kidneys.',
    mechanism: 'Both block the same receptor; the losartan label advises against combining medicines that block this hormone system.',
    recommendation: 'Take one angiotensin receptor blocker; if two were prescribed, ask the prescriber before the next dose.',
    sources: [SOURCES.losartanLabel],
  },
  {
    id: 'statin',
    label: 'statins (cholesterol medicines)',
    severity: 'MEDIUM',
    effect: 'Two statins add to the risk of muscle pain and muscle damage, which grows with the total statin dose.',
    mechanism: 'Both block the same cholesterol-making enzyme; the simvastatin label ties the risk of muscle damage to the dose.',
    recommendation: 'Take one statin unless the prescriber planned otherwise; report unexplained muscle pain or weakness.',
    sources: [SOURCES.simvastatinLabel],
  },
  {
    id: 'sedating_antihistamine',
    label: 'sedating antihistamines (in sleep aids and night-time cold medicines)',
    severity: 'MEDIUM',
    effect: 'Two sedating antihistamines add up: strong drowsiness, confusion (especially in older people), dry mouth and constipation.',
    mechanism:
      'Diphenhydramine, doxylamine and chlorpheniramine block the same receptors; the Benadryl Drug Facts warn of marked drowsiness, made worse by other sedatives.',
    recommendation: 'Take one night-time or allergy product with a sedating antihistamine at a time; check the labels of PM and night-time products.',
    sources: [SOURCES.diphenhydramineLabels],
  },
  {
    id: 'alpha2_agonist',
    label: 'alpha-2 agonists (guanfacine, clonidine)',
    severity: 'HIGH',
    effect: 'Guanfacine and clonidine together add up: low blood pressure, a slow heartbeat, fainting and strong sleepiness.',
    mechanism: 'Both calm the same alpha-2 receptors in the brain that lower blood pressure and heart rate.',
    recommendation: 'Do not take both unless one prescriber planned it; never stop either suddenly, because blood pressure can rebound.',
    sources: [SOURCES.intunivLabel, SOURCES.clonidineLabel],
  },
];

/** The label a same-ingredient duplicate of a medicine cites when no daily limit (with its own sources) is kept. */
export const LABEL_OF_INGREDIENT: { readonly [id in SubstanceId]?: Source } = {
  sertraline: SOURCES.sertralineLabel,
  warfarin: SOURCES.warfarinLabel,
  alprazolam: SOURCES.alprazolamLabel,
  amphetamine: SOURCES.amphetamineLabel,
  dextroamphetamine: SOURCES.amphetamineLabel,
  lithium: SOURCES.lithiumLabel,
  levothyroxine: SOURCES.levothyroxineLabel,
  metformin: SOURCES.metforminLabel,
  clopidogrel: SOURCES.plavixLabel,
  atomoxetine: SOURCES.stratteraLabel,
  citalopram: SOURCES.citalopramLabel,
  apixaban: SOURCES.eliquisLabel,
  rivaroxaban: SOURCES.xareltoLabel,
  eplerenone: SOURCES.eplerenoneLabel,
  amiloride: SOURCES.amilorideLabel,
  lisinopril: SOURCES.lisinoprilLabel,
  thioridazine: SOURCES.thioridazineLabel,
  dofetilide: SOURCES.tikosynLabel,
  clozapine: SOURCES.clozapineLabel,
  fluconazole: SOURCES.fluconazoleLabel,
  tramadol: SOURCES.tramadolLabels,
  methadone: SOURCES.methadoneLabels,
  codeine: SOURCES.codeineLabels,
  cyclobenzaprine: SOURCES.cyclobenzaprineLabels,
  aripiprazole: SOURCES.aripiprazoleLabels,
  albuterol: SOURCES.albuterolLabels,
  phentermine: SOURCES.phentermineLabels,
  venlafaxine: SOURCES.venlafaxineLabels,
  sucralfate: SOURCES.sucralfateLabels,
  methylphenidate: ADHD_SOURCES.methylphenidateLabel,
  dexmethylphenidate: ADHD_SOURCES.dexmethylphenidateLabel,
  lisdexamfetamine: ADHD_SOURCES.lisdexamfetamineLabel,
  methamphetamine: ADHD_SOURCES.desoxynLabel,
  viloxazine: ADHD_SOURCES.qelbreeLabel,
  pitolisant: ADHD_SOURCES.wakixLabel,
};

/**
 * A medicine without a listed label: the Institute for Safe Medication Practices' guide to the Drug Facts label, which
 * says two medicines with the same active ingredient should not be taken together unless a doctor said so. A DailyMed
 * search is not cited: it is not a document, and its first hit may be another product's label.
 */
export const SAME_INGREDIENT_SOURCE: Source = {
  name: 'ISMP (consumermedsafety.org): Reading the Drug Facts label, two medicines with the same active ingredient',
  url: 'https://www.consumermedsafety.org/over-the-counter-medicines/the-basics/learn-to-read-the-drug-facts-label-on-otc-medicines-2',
};

/** Supplements, herbs and foods: NIH's advice on adding up the same nutrient from several products. */
export const SUPPLEMENT_TOTALS_SOURCE: Source = {
  name: 'NIH Office of Dietary Supplements: Dietary Supplements, What You Need to Know',
  url: 'https://ods.od.nih.gov/factsheets/WYNTK-Consumer/',
};
