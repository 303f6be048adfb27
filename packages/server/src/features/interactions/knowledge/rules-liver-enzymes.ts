/**
 * Liver enzyme (CYP) contraindications from the ONC high-priority list and the labels, each refining the general
 * enzyme rule it falls under (rules-mechanism-enzymes.ts) because the label forbids the pair outright: strong CYP3A4
 * inhibitors with simvastatin, lovastatin, ergot medicines, pimozide and alprazolam; strong CYP3A4 inducers with
 * HIV protease inhibitors; irinotecan with either; strong CYP1A2 inhibitors with tizanidine and ramelteon, and with
 * caffeine at a lower severity than the general rule (the labels only ask to cut down). Colchicine
 * and theophylline need no rule of their own: the general rules give them their labels' severity.
 */
import type { ClassId } from './classes.js';
import { SOURCES } from './sources.js';
import type { SubstanceId } from './substances.js';
import type { InteractionRule } from './types.js';

export const LIVER_ENZYME_RULES = [
  {
    id: 'strong-cyp3a4-inhibitors-simvastatin-lovastatin',
    refines: 'cyp3a4-strong-inhibitor-substrate',
    a: { classes: [], ingredients: [], properties: ['cyp3a4_strong_inhibitor'] },
    b: { classes: [], ingredients: ['simvastatin', 'lovastatin'] },
    severity: 'CRITICAL',
    effect: 'Statin levels rise many-fold, with a high risk of muscle breakdown (rhabdomyolysis) that can damage the kidneys.',
    mechanism: 'Simvastatin and lovastatin are cleared almost entirely by CYP3A4, which these medicines block.',
    recommendation: 'Contraindicated. The prescriber should pause the statin during the course or choose a medicine that does not interact.',
    sources: [SOURCES.simvastatinLabel, SOURCES.clarithromycinLabel, SOURCES.oncHighPriorityPairs],
  },
  {
    id: 'strong-cyp3a4-inhibitors-ergot',
    refines: 'cyp3a4-strong-inhibitor-substrate',
    a: { classes: [], ingredients: [], properties: ['cyp3a4_strong_inhibitor'] },
    b: { classes: [], ingredients: ['ergotamine', 'dihydroergotamine'] },
    severity: 'CRITICAL',
    effect: 'Ergot poisoning: severe narrowing of blood vessels that can starve the hands, feet or brain of blood.',
    mechanism: 'Ergot migraine medicines are cleared by CYP3A4, which these medicines block.',
    recommendation: 'Contraindicated. Ask the prescriber for another migraine treatment while taking the other medicine.',
    sources: [SOURCES.oncHighPriorityPairs, SOURCES.clarithromycinLabel],
  },
  {
    id: 'strong-cyp3a4-inhibitors-pimozide',
    refines: 'cyp3a4-strong-inhibitor-substrate',
    a: { classes: ['macrolide', 'azole_antifungal'], ingredients: [], properties: ['cyp3a4_strong_inhibitor'] },
    b: { classes: [], ingredients: ['pimozide'] },
    severity: 'CRITICAL',
    effect: 'Dangerous heart rhythm problems (QT prolongation, torsades de pointes) and sudden death.',
    mechanism:
      'Pimozide is cleared by CYP3A4, which most macrolide antibiotics and azole antifungals block; several of them also prolong the QT interval themselves. Pimozide must not be combined with any of them.',
    recommendation: 'Contraindicated. Tell every prescriber that you take pimozide.',
    sources: [SOURCES.clarithromycinLabel, SOURCES.oncHighPriorityPairs],
  },
  {
    id: 'strong-cyp3a4-inducers-hiv-protease-inhibitors',
    a: { classes: [], ingredients: ['st_johns_wort'], properties: ['cyp3a4_strong_inducer'] },
    b: { classes: ['hiv_protease_inhibitor'], ingredients: [] },
    severity: 'CRITICAL',
    effect: 'The HIV medicine stops working, and the virus can become resistant.',
    mechanism: 'Rifampin, carbamazepine, phenytoin, phenobarbital and St John’s wort switch on the enzymes that break protease inhibitors down.',
    recommendation: 'Contraindicated. The HIV prescriber must choose a different medicine.',
    sources: [SOURCES.oncHighPriorityPairs, SOURCES.ajhp2022Pairs],
  },
  {
    id: 'irinotecan-strong-cyp3a4-modifiers',
    a: { classes: [], ingredients: ['irinotecan'] },
    b: { classes: [], ingredients: [], properties: ['cyp3a4_strong_inhibitor', 'cyp3a4_strong_inducer'] },
    severity: 'CRITICAL',
    effect: 'Inhibitors raise irinotecan to toxic levels (severe diarrhoea, low blood counts); inducers lower it so the cancer treatment fails.',
    mechanism: 'Irinotecan is broken down by CYP3A4.',
    recommendation: 'Avoid; the oncology team should stop or replace the other medicine before treatment.',
    sources: [SOURCES.oncHighPriorityPairs, SOURCES.ajhp2022Pairs],
  },
  {
    id: 'tizanidine-cyp1a2-inhibitors',
    refines: 'cyp1a2-strong-inhibitor-substrate',
    a: { classes: [], ingredients: ['tizanidine'] },
    b: { classes: [], ingredients: [], properties: ['cyp1a2_strong_inhibitor'] },
    severity: 'CRITICAL',
    effect: 'Tizanidine levels rise about 10- to 30-fold: very low blood pressure, slow heart rate, fainting and extreme drowsiness.',
    mechanism: 'Tizanidine is cleared by CYP1A2, which ciprofloxacin and fluvoxamine strongly block.',
    recommendation: 'Contraindicated. Ask the prescriber for a different antibiotic or antidepressant, or stop tizanidine meanwhile.',
    sources: [SOURCES.tizanidineLabel, SOURCES.oncHighPriorityPairs],
  },
  {
    id: 'ramelteon-cyp1a2-inhibitors',
    refines: 'cyp1a2-strong-inhibitor-substrate',
    a: { classes: [], ingredients: ['ramelteon'] },
    b: { classes: [], ingredients: [], properties: ['cyp1a2_strong_inhibitor'] },
    severity: 'CRITICAL',
    effect: 'Ramelteon levels rise many-fold, with heavy next-day drowsiness and impaired driving.',
    mechanism: 'Ramelteon is cleared mainly by CYP1A2, which fluvoxamine and ciprofloxacin strongly block.',
    recommendation: 'Do not combine; the ramelteon label contraindicates fluvoxamine. Ask the prescriber for another sleep treatment.',
    sources: [SOURCES.oncHighPriorityPairs, SOURCES.ajhp2022Pairs],
  },
  {
    // Caffeine is a sensitive CYP1A2 substrate, but the labels of ciprofloxacin and fluvoxamine only ask for less of
    // it, so the pair is MEDIUM rather than the general rule's HIGH.
    id: 'caffeine-strong-cyp1a2-inhibitors',
    refines: 'cyp1a2-strong-inhibitor-substrate',
    a: { classes: ['caffeine_source'], ingredients: ['caffeine'] },
    b: { classes: [], ingredients: [], properties: ['cyp1a2_strong_inhibitor'] },
    severity: 'MEDIUM',
    effect: 'Caffeine stays in the body several times longer: jitteriness, a racing heart and poor sleep from ordinary amounts.',
    mechanism: '{b} slows how fast caffeine is cleared: it strongly blocks CYP1A2, the liver enzyme that breaks caffeine down.',
    recommendation: 'Cut down on coffee, tea, energy drinks and caffeine tablets while taking both.',
    sources: [SOURCES.fdaDdiTable, SOURCES.fdaDdiExamples],
  },
  {
    // The alprazolam label's contraindication names the strong CYP3A inhibitors other than ritonavir.
    id: 'alprazolam-strong-cyp3a4-inhibitors',
    refines: 'cyp3a4-strong-inhibitor-moderate-substrate',
    a: { classes: [], ingredients: ['alprazolam'] },
    b: { classes: [], ingredients: ['ketoconazole', 'itraconazole', 'posaconazole', 'voriconazole', 'clarithromycin', 'cobicistat'] },
    severity: 'CRITICAL',
    effect: 'Alprazolam builds up several-fold: deep sedation, confusion and slowed breathing.',
    mechanism: 'Alprazolam is cleared by CYP3A4, which {b} strongly blocks.',
    recommendation: 'Contraindicated. Ask the prescriber for another anxiety treatment, or another medicine instead of the antifungal or antibiotic.',
    sources: [SOURCES.alprazolamLabel],
  },
  {
    // Both labels name the medicines that block CYP3A4 strongly and P-glycoprotein too (ketoconazole, itraconazole,
    // ritonavir); clarithromycin, which the apixaban label lets be, is not among them.
    id: 'apixaban-rivaroxaban-strong-cyp3a4-pgp-inhibitors',
    refines: 'cyp3a4-strong-inhibitor-moderate-substrate',
    a: { classes: [], ingredients: ['apixaban', 'rivaroxaban'] },
    b: { classes: [], ingredients: ['ketoconazole', 'itraconazole', 'posaconazole', 'ritonavir', 'cobicistat'] },
    severity: 'HIGH',
    effect: 'The blood thinner builds up, raising the risk of serious bleeding.',
    mechanism: '{b} strongly blocks both CYP3A4 and P-glycoprotein, the two ways the body clears {a}.',
    recommendation:
      'Do not start one with the other without the prescriber: the rivaroxaban label says to avoid the combination, the apixaban label lowers its dose or avoids it.',
    sources: [SOURCES.eliquisLabel, SOURCES.xareltoLabel],
  },
] as const satisfies readonly InteractionRule<ClassId, SubstanceId>[];
