/**
 * Liver enzyme (CYP) interactions from the ONC high-priority list and the labels: strong CYP3A4 inhibitors with
 * simvastatin, lovastatin, colchicine, ergot medicines and pimozide; strong CYP3A4 inducers with HIV protease
 * inhibitors; irinotecan with either; and the CYP1A2 inhibitors ciprofloxacin and fluvoxamine with tizanidine,
 * ramelteon and theophylline.
 */
import type { ClassId } from './classes.js';
import { SOURCES } from './sources.js';
import type { SubstanceId } from './substances.js';
import type { InteractionRule } from './types.js';

export const LIVER_ENZYME_RULES = [
  {
    id: 'strong-cyp3a4-inhibitors-simvastatin-lovastatin',
    a: { classes: ['strong_cyp3a4_inhibitor'], ingredients: [] },
    b: { classes: [], ingredients: ['simvastatin', 'lovastatin'] },
    severity: 'CRITICAL',
    effect: 'Statin levels rise many-fold, with a high risk of muscle breakdown (rhabdomyolysis) that can damage the kidneys.',
    mechanism: 'Simvastatin and lovastatin are cleared almost entirely by CYP3A4, which these medicines block.',
    recommendation: 'Contraindicated. The prescriber should pause the statin during the course or choose a medicine that does not interact.',
    sources: [SOURCES.simvastatinLabel, SOURCES.clarithromycinLabel, SOURCES.oncHighPriorityPairs],
  },
  {
    id: 'strong-cyp3a4-inhibitors-colchicine',
    a: { classes: ['strong_cyp3a4_inhibitor'], ingredients: [] },
    b: { classes: [], ingredients: ['colchicine'] },
    severity: 'HIGH',
    effect: 'Colchicine can build up to toxic levels; deaths have been reported. It is contraindicated in people with kidney or liver problems.',
    mechanism: 'Colchicine is cleared by CYP3A4 and P-glycoprotein, which these medicines block.',
    recommendation: 'The prescriber must lower the colchicine dose or avoid the combination; never combine if you have kidney or liver disease.',
    sources: [SOURCES.colchicineLabel, SOURCES.clarithromycinLabel],
  },
  {
    id: 'strong-cyp3a4-inhibitors-ergot',
    a: { classes: ['strong_cyp3a4_inhibitor'], ingredients: [] },
    b: { classes: [], ingredients: ['ergotamine', 'dihydroergotamine'] },
    severity: 'CRITICAL',
    effect: 'Ergot poisoning: severe narrowing of blood vessels that can starve the hands, feet or brain of blood.',
    mechanism: 'Ergot migraine medicines are cleared by CYP3A4, which these medicines block.',
    recommendation: 'Contraindicated. Ask the prescriber for another migraine treatment while taking the other medicine.',
    sources: [SOURCES.oncHighPriorityPairs, SOURCES.clarithromycinLabel],
  },
  {
    id: 'strong-cyp3a4-inhibitors-pimozide',
    a: { classes: ['strong_cyp3a4_inhibitor', 'macrolide', 'azole_antifungal'], ingredients: [] },
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
    a: { classes: ['strong_cyp3a4_inducer'], ingredients: ['st_johns_wort'] },
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
    b: { classes: ['strong_cyp3a4_inhibitor', 'strong_cyp3a4_inducer'], ingredients: [] },
    severity: 'CRITICAL',
    effect: 'Inhibitors raise irinotecan to toxic levels (severe diarrhoea, low blood counts); inducers lower it so the cancer treatment fails.',
    mechanism: 'Irinotecan is broken down by CYP3A4.',
    recommendation: 'Avoid; the oncology team should stop or replace the other medicine before treatment.',
    sources: [SOURCES.oncHighPriorityPairs, SOURCES.ajhp2022Pairs],
  },
  {
    id: 'tizanidine-cyp1a2-inhibitors',
    a: { classes: [], ingredients: ['tizanidine'] },
    b: { classes: ['strong_cyp1a2_inhibitor'], ingredients: [] },
    severity: 'CRITICAL',
    effect: 'Tizanidine levels rise about 10- to 30-fold: very low blood pressure, slow heart rate, fainting and extreme drowsiness.',
    mechanism: 'Tizanidine is cleared by CYP1A2, which ciprofloxacin and fluvoxamine strongly block.',
    recommendation: 'Contraindicated. Ask the prescriber for a different antibiotic or antidepressant, or stop tizanidine meanwhile.',
    sources: [SOURCES.tizanidineLabel, SOURCES.oncHighPriorityPairs],
  },
  {
    id: 'ramelteon-cyp1a2-inhibitors',
    a: { classes: [], ingredients: ['ramelteon'] },
    b: { classes: ['strong_cyp1a2_inhibitor'], ingredients: [] },
    severity: 'CRITICAL',
    effect: 'Ramelteon levels rise many-fold, with heavy next-day drowsiness and impaired driving.',
    mechanism: 'Ramelteon is cleared mainly by CYP1A2, which fluvoxamine and ciprofloxacin strongly block.',
    recommendation: 'Do not combine; the ramelteon label contraindicates fluvoxamine. Ask the prescriber for another sleep treatment.',
    sources: [SOURCES.oncHighPriorityPairs, SOURCES.ajhp2022Pairs],
  },
  {
    id: 'theophylline-cyp1a2-inhibitors',
    a: { classes: [], ingredients: ['theophylline'] },
    b: { classes: ['strong_cyp1a2_inhibitor'], ingredients: [] },
    severity: 'HIGH',
    effect: 'Theophylline can reach toxic levels: vomiting, racing heart, abnormal heart rhythm and seizures.',
    mechanism: 'Theophylline is cleared by CYP1A2, which ciprofloxacin and fluvoxamine block.',
    recommendation: 'Avoid if possible; otherwise the prescriber lowers the theophylline dose and checks blood levels.',
    sources: [SOURCES.theophyllineLabel],
  },
] as const satisfies readonly InteractionRule<ClassId, SubstanceId>[];
