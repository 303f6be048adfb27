/**
 * Pairs a label names for a reason no mechanism property expresses (a statin's dose limit, a change in absorption, a
 * blood-pressure effect one medicine works against), and label pairs more severe than their general mechanism rule.
 * Each cites the label that names the pair.
 */
import type { ClassId } from './classes.js';
import { SOURCES } from './sources.js';
import type { SubstanceId } from './substances.js';
import type { InteractionRule } from './types.js';

export const LABEL_PAIR_RULES = [
  {
    id: 'simvastatin-gemfibrozil',
    a: { classes: [], ingredients: ['simvastatin'] },
    b: { classes: [], ingredients: ['gemfibrozil'] },
    severity: 'CRITICAL',
    effect: 'A much higher risk of muscle breakdown (rhabdomyolysis), which can damage the kidneys.',
    mechanism: 'Gemfibrozil raises simvastatin levels and harms muscle on its own as well; the simvastatin label forbids the combination.',
    recommendation: 'Do not take them together. Ask the prescriber about another cholesterol medicine.',
    sources: [SOURCES.simvastatinLabel],
  },
  {
    // Zocor's contraindications list erythromycin with the strong CYP3A4 inhibitors, although the FDA table grades
    // it moderate; the label's word is kept.
    id: 'simvastatin-erythromycin',
    refines: 'cyp3a4-moderate-inhibitor-sensitive-substrate',
    a: { classes: [], ingredients: ['simvastatin'] },
    b: { classes: [], ingredients: ['erythromycin'] },
    severity: 'CRITICAL',
    effect: 'Simvastatin levels rise sharply, with a high risk of muscle breakdown (rhabdomyolysis) that can damage the kidneys.',
    mechanism: 'Erythromycin blocks CYP3A4, the enzyme that clears simvastatin; the simvastatin label forbids the combination.',
    recommendation: 'Do not take them together. The prescriber can pause simvastatin for the course or choose another antibiotic.',
    sources: [SOURCES.simvastatinLabel],
  },
  {
    // The fluconazole label: clinically significant low blood sugar with the sulfonylureas it names; monitor and
    // adjust. Every sulfonylurea, because they share the enzyme (CYP2C9) fluconazole blocks.
    id: 'fluconazole-sulfonylureas',
    a: { classes: [], ingredients: ['fluconazole'] },
    b: { classes: ['sulfonylurea'], ingredients: [] },
    severity: 'MEDIUM',
    effect: 'Blood sugar can fall too low while the two are taken together.',
    mechanism: 'Fluconazole slows the breakdown of {b} (by the liver enzyme CYP2C9), so more of it stays in the blood.',
    recommendation: 'Check blood sugar more often during the fluconazole course; the prescriber may lower the sulfonylurea dose.',
    sources: [SOURCES.fluconazoleLabel],
  },
  {
    id: 'simvastatin-amlodipine-dose-limit',
    a: { classes: [], ingredients: ['simvastatin'] },
    b: { classes: [], ingredients: ['amlodipine'] },
    severity: 'MEDIUM',
    effect: 'More simvastatin in the blood, with a higher risk of muscle pain and damage.',
    mechanism: 'Amlodipine slows the removal of simvastatin; its label limits simvastatin to 20 mg a day with amlodipine.',
    recommendation: 'Check with the prescriber that your simvastatin dose is no more than 20 mg a day, and report unexplained muscle pain.',
    sources: [SOURCES.simvastatinLabel],
  },
  {
    id: 'bupropion-tramadol-seizures',
    a: { classes: [], ingredients: ['bupropion'] },
    b: { classes: [], ingredients: ['tramadol'] },
    severity: 'HIGH',
    effect: 'A clearly higher risk of seizures; both medicines warn about seizures first among their risks.',
    mechanism: 'Bupropion and tramadol each make seizures easier to set off, and bupropion also slows the removal of tramadol.',
    recommendation: 'Avoid the combination unless the prescriber of each knows about the other and has decided it is needed.',
    sources: [SOURCES.medlinePlusBupropion, SOURCES.medlinePlusTramadol],
    refines: 'seizure-threshold-lowering-together',
  },
  {
    id: 'hormonal-contraceptives-lamotrigine',
    a: { classes: ['hormonal_contraceptive'], ingredients: [] },
    b: { classes: [], ingredients: ['lamotrigine'] },
    severity: 'MEDIUM',
    effect: 'Lamotrigine levels can fall by about half while taking the pill and rise again in the pill-free week.',
    mechanism: 'Estrogen speeds up how fast the body clears lamotrigine.',
    recommendation: 'Tell the prescriber before starting or stopping a contraceptive pill; the lamotrigine dose may need changing.',
    sources: [SOURCES.combinedPillLabel],
  },
  {
    id: 'guanfacine-valproate',
    a: { classes: [], ingredients: ['guanfacine'] },
    b: { classes: [], ingredients: ['divalproex'] },
    severity: 'MEDIUM',
    effect: 'Valproate levels can rise, with more sleepiness.',
    mechanism: 'The guanfacine label reports higher valproic acid levels when the two are taken together.',
    recommendation: 'Tell both prescribers; valproate levels may need checking.',
    sources: [SOURCES.intunivLabel],
  },
  {
    id: 'alpha2-agonists-blood-pressure-medicines',
    a: { classes: ['alpha2_agonist'], ingredients: [] },
    b: { classes: ['ace_inhibitor', 'arb', 'beta_blocker', 'calcium_channel_blocker', 'thiazide_diuretic', 'loop_diuretic'], ingredients: [] },
    severity: 'MEDIUM',
    effect: 'Blood pressure and heart rate can drop too far: dizziness, fainting or a very slow heartbeat.',
    mechanism: '{a} lowers blood pressure and heart rate, adding to what {b} does.',
    recommendation: 'Stand up slowly, and tell the prescriber about dizziness or fainting. Never stop either medicine suddenly.',
    sources: [SOURCES.intunivLabel],
  },
  {
    id: 'stimulants-blood-pressure-medicines',
    a: { classes: ['adhd_stimulant'], ingredients: [] },
    b: { classes: ['ace_inhibitor', 'arb', 'beta_blocker', 'calcium_channel_blocker', 'thiazide_diuretic'], ingredients: [] },
    severity: 'MEDIUM',
    effect: 'The blood pressure medicine may work less well.',
    mechanism: '{a} raises blood pressure and heart rate, working against {b}.',
    recommendation: 'Check your blood pressure after starting or changing the stimulant dose, and tell the prescriber if it rises.',
    sources: [SOURCES.amphetamineLabel],
  },
  {
    id: 'amphetamines-proton-pump-inhibitors',
    a: { classes: ['amphetamines'], ingredients: [] },
    b: { classes: ['ppi'], ingredients: [] },
    severity: 'MEDIUM',
    effect: 'The amphetamine may act sooner and differently across the day than expected.',
    mechanism: 'With less stomach acid, the amphetamine is absorbed faster; the label notes the change in timing.',
    recommendation: 'Tell the prescriber if the stimulant seems to start or wear off differently after starting the acid reducer.',
    sources: [SOURCES.amphetamineLabel],
  },
  {
    id: 'viloxazine-cyp1a2-contraindicated',
    a: { classes: [], ingredients: ['viloxazine'] },
    b: { classes: [], ingredients: ['duloxetine', 'ramelteon', 'tizanidine', 'theophylline'] },
    severity: 'CRITICAL',
    effect: 'The other medicine can build up to harmful levels.',
    mechanism: 'Viloxazine strongly slows CYP1A2, the liver enzyme that clears {b}; the Qelbree label forbids taking them together.',
    recommendation: 'Do not take them together. Ask the prescriber for an alternative to one of them.',
    sources: [SOURCES.qelbreeSetLabel],
    refines: 'cyp1a2-strong-inhibitor-substrate',
  },
] as const satisfies readonly InteractionRule<ClassId, SubstanceId>[];
