/**
 * What one medicine's label says about a group of others at a severity its general mechanism rule does not give:
 * contraindications (ritonavir with antiarrhythmics, thioridazine with CYP2D6 inhibitors, dofetilide with the drugs
 * that raise it, sacubitril with ACE inhibitors, potassium-sparing diuretics with potassium), "avoid" statements
 * (apixaban and rivaroxaban with strong inducers, pitolisant with antihistamines that reach the brain) and dose
 * limits or "monitor" statements (citalopram with CYP2C19 inhibitors, fluconazole with phenytoin, modafinil with
 * CYP2C19 substrates, NSAIDs with ACE inhibitors and ARBs). Each cites the label of the medicine that states it;
 * where a general rule also matches, `refines` lets this one speak for it.
 */
import type { ClassId } from './classes.js';
import { PILL_HORMONES } from './rules-mechanism-enzymes.js';
import { ADHD_SOURCES, SOURCES } from './sources.js';
import type { SubstanceId } from './substances.js';
import type { InteractionRule } from './types.js';

export const LABEL_CONTRAINDICATION_RULES = [
  {
    id: 'ritonavir-antiarrhythmics-contraindicated',
    a: { classes: [], ingredients: ['ritonavir'] },
    b: { classes: [], ingredients: ['amiodarone', 'dronedarone', 'flecainide', 'quinidine'] },
    severity: 'CRITICAL',
    effect: 'The heart-rhythm medicine can build up to levels that cause a dangerous, possibly fatal, heart rhythm.',
    mechanism: 'Ritonavir strongly blocks CYP3A, the enzyme that clears {b}; the Paxlovid label forbids taking them together.',
    recommendation:
      'Do not take them together. Tell the prescriber of the ritonavir medicine about the heart-rhythm medicine so they can choose another treatment.',
    sources: [SOURCES.paxlovidLabel, SOURCES.norvirLabel],
  },
  {
    id: 'ritonavir-colchicine-contraindicated',
    a: { classes: [], ingredients: ['ritonavir'] },
    b: { classes: [], ingredients: ['colchicine'] },
    severity: 'CRITICAL',
    effect: 'Colchicine can build up to toxic levels: severe diarrhoea, muscle damage, and failure of the blood cells and organs.',
    mechanism: 'Ritonavir strongly blocks CYP3A and P-glycoprotein, which clear colchicine; the Paxlovid label forbids taking them together.',
    recommendation: 'Do not take them together. Ask the prescriber whether to pause colchicine or choose another treatment.',
    sources: [SOURCES.paxlovidLabel, SOURCES.norvirLabel, SOURCES.colchicineLabel],
  },
  {
    id: 'thioridazine-cyp2d6-inhibitors-contraindicated',
    refines: 'cyp2d6-strong-inhibitor-substrate',
    a: { classes: [], ingredients: ['thioridazine'] },
    b: { classes: [], ingredients: ['fluvoxamine', 'propranolol'], properties: ['cyp2d6_strong_inhibitor', 'cyp2d6_moderate_inhibitor'] },
    severity: 'CRITICAL',
    effect: 'Thioridazine levels rise and can lengthen the QT interval enough to cause a fatal heart rhythm.',
    mechanism: '{b} slows how fast thioridazine is cleared; the thioridazine label forbids taking them together.',
    recommendation: 'Do not take them together. Ask the prescriber for another medicine in place of one of them.',
    sources: [SOURCES.thioridazineLabel],
  },
  {
    id: 'dofetilide-contraindicated-medicines',
    a: { classes: [], ingredients: ['dofetilide'] },
    b: { classes: [], ingredients: ['hydrochlorothiazide', 'cimetidine', 'verapamil', 'ketoconazole', 'trimethoprim', 'prochlorperazine'] },
    severity: 'CRITICAL',
    effect: 'A dangerous, possibly fatal, heart rhythm (torsades de pointes).',
    mechanism:
      '{b} raises dofetilide levels or lowers potassium and magnesium, and either makes a dangerous rhythm far more likely; the Tikosyn label forbids taking them together.',
    recommendation: 'Do not take them together. Tell the cardiologist before any new medicine, including Tagamet HB for heartburn.',
    sources: [SOURCES.tikosynLabel],
  },
  {
    id: 'sacubitril-ace-inhibitors-contraindicated',
    a: { classes: [], ingredients: ['sacubitril'] },
    b: { classes: ['ace_inhibitor'], ingredients: [] },
    severity: 'CRITICAL',
    effect: 'A much higher risk of angioedema: sudden swelling of the face, tongue or throat that can block breathing.',
    mechanism: 'Sacubitril and {b} both stop the breakdown of bradykinin, which makes tissues swell; the Entresto label forbids taking them together.',
    recommendation: 'Do not take them together. When switching from one to the other, leave at least 36 hours between the last dose and the first.',
    sources: [SOURCES.entrestoLabel],
  },
  {
    id: 'potassium-sparing-diuretics-potassium-contraindicated',
    refines: 'potassium-retaining-medicines-potassium',
    a: { classes: [], ingredients: ['eplerenone', 'amiloride', 'triamterene'] },
    b: { classes: [], ingredients: ['potassium'] },
    severity: 'CRITICAL',
    effect: 'Potassium can rise to a level that stops the heart.',
    mechanism: '{a} makes the kidneys keep potassium, so a potassium supplement can push it too high; its label forbids taking them together.',
    recommendation: 'Do not take potassium supplements or potassium salt substitutes with it unless the prescriber has ordered them and checks your blood.',
    sources: [SOURCES.eplerenoneLabel, SOURCES.amilorideLabel, SOURCES.dyreniumLabel],
  },
  {
    id: 'apixaban-rivaroxaban-strong-inducers',
    refines: 'cyp3a4-strong-inducer-moderate-substrate',
    a: { classes: [], ingredients: ['apixaban', 'rivaroxaban'] },
    b: { classes: [], ingredients: [], properties: ['cyp3a4_strong_inducer'] },
    severity: 'HIGH',
    effect: 'The blood thinner can fall so low that it no longer prevents clots and strokes.',
    mechanism: '{b} makes the body clear {a} much faster: it switches on both CYP3A4 and P-glycoprotein, which remove {a}.',
    recommendation: 'Avoid taking them together; ask the prescriber for another blood thinner, or for another treatment in place of the other medicine.',
    sources: [SOURCES.eliquisLabel, SOURCES.xareltoLabel],
  },
  {
    id: 'citalopram-cyp2c19-inhibitors-dose-limit',
    a: { classes: [], ingredients: ['citalopram'] },
    b: { classes: [], ingredients: ['cimetidine'], properties: ['cyp2c19_strong_inhibitor', 'cyp2c19_moderate_inhibitor'] },
    severity: 'MEDIUM',
    effect: 'More citalopram in the blood, which can lengthen the QT interval of the heartbeat.',
    mechanism: '{b} slows CYP2C19, the liver enzyme that clears citalopram; the citalopram label lowers its highest dose to 20 mg a day with such medicines.',
    recommendation: 'Check with the prescriber that your citalopram dose is no more than 20 mg a day while you take both.',
    sources: [SOURCES.citalopramLabel],
  },
  {
    id: 'fluconazole-phenytoin-monitor',
    refines: 'cyp2c9-moderate-inhibitor-narrow-range-substrate',
    a: { classes: [], ingredients: ['fluconazole'] },
    b: { classes: [], ingredients: ['phenytoin'] },
    severity: 'MEDIUM',
    effect: 'Phenytoin levels can rise: unsteadiness, double vision, drowsiness.',
    mechanism: 'Fluconazole slows CYP2C9, the liver enzyme that clears phenytoin; the fluconazole label asks for phenytoin levels to be watched.',
    recommendation: 'Tell the prescriber of each; phenytoin blood levels should be checked and the dose adjusted if needed.',
    sources: [SOURCES.fluconazoleLabel],
  },
  {
    id: 'trimethoprim-potassium-raising-medicines',
    a: { classes: [], ingredients: ['trimethoprim'] },
    b: { classes: [], ingredients: ['potassium'], properties: ['potassium_raising'] },
    severity: 'MEDIUM',
    effect: 'Potassium can rise too high, which can disturb the heart rhythm; older people and those with weak kidneys are most at risk.',
    mechanism: 'Trimethoprim makes the kidneys keep potassium, as {b} does.',
    recommendation:
      'Tell the prescriber of the antibiotic about your blood pressure or potassium medicines; a potassium blood test may be needed during the course.',
    sources: [SOURCES.bactrimLabel],
  },
  {
    id: 'nsaids-raas-blockers-kidneys',
    a: { classes: ['nsaid'], ingredients: [] },
    b: { classes: ['ace_inhibitor', 'arb'], ingredients: [] },
    severity: 'MEDIUM',
    effect: 'The blood pressure medicine may work less well, and the kidneys can be harmed, especially with dehydration or older age.',
    mechanism: '{a} makes the kidneys hold on to salt and water and reduces their blood flow, working against {b}.',
    recommendation: 'Use the pain reliever only for a few days at the lowest dose, drink enough, and ask a pharmacist whether acetaminophen would do instead.',
    sources: [SOURCES.lisinoprilLabel, SOURCES.losartanLabel],
  },
  {
    id: 'pitolisant-brain-antihistamines',
    a: { classes: [], ingredients: ['pitolisant'] },
    b: { classes: ['sedating_antihistamine'], ingredients: ['imipramine', 'clomipramine', 'mirtazapine'] },
    severity: 'HIGH',
    effect: 'Pitolisant may stop working, so the daytime sleepiness comes back.',
    mechanism: 'Pitolisant keeps you awake by raising histamine in the brain, and {b} blocks histamine there.',
    recommendation: 'Avoid taking them together; ask the prescriber or pharmacist for a non-drowsy antihistamine or another medicine in its place.',
    sources: [ADHD_SOURCES.wakixLabel],
  },
  {
    id: 'pitolisant-hormonal-contraceptives',
    a: { classes: [], ingredients: ['pitolisant'] },
    b: { classes: [], ingredients: PILL_HORMONES },
    severity: 'HIGH',
    effect: 'Birth control pills can fail, with a risk of unplanned pregnancy.',
    mechanism: 'Pitolisant speeds up how fast the body clears the pill’s hormones ({b}).',
    recommendation: 'Use a non-hormonal method (such as condoms or a copper IUD) while taking pitolisant and for at least 21 days after the last dose.',
    sources: [ADHD_SOURCES.wakixLabel],
  },
  {
    id: 'modafinil-cyp2c19-substrates',
    a: { classes: [], ingredients: ['modafinil', 'armodafinil'] },
    b: { classes: [], ingredients: ['diazepam', 'phenytoin', 'propranolol'], properties: ['cyp2c19_moderate_substrate'] },
    severity: 'MEDIUM',
    effect: 'More of the other medicine in the blood, with more of its side effects (for diazepam, more sleepiness).',
    mechanism: '{a} slows CYP2C19, the liver enzyme that clears {b}; the Provigil and Nuvigil labels say its dose may need lowering.',
    recommendation:
      'Tell the prescriber of the other medicine that you take modafinil or armodafinil; its dose may need lowering. Watch for more of its side effects.',
    sources: [ADHD_SOURCES.provigilLabel, ADHD_SOURCES.nuvigilLabel],
  },
  {
    id: 'methylphenidate-risperidone',
    a: { classes: [], ingredients: ['methylphenidate', 'dexmethylphenidate'] },
    b: { classes: [], ingredients: ['risperidone'] },
    severity: 'MEDIUM',
    effect: 'Stiffness, tremor or restless, uncontrolled movements, most of all when the dose of either one changes.',
    mechanism: 'The methylphenidate label reports these movement effects when the dose of either medicine is raised or lowered.',
    recommendation: 'Tell both prescribers; after any dose change watch for stiffness, shaking or restlessness and report it.',
    sources: [ADHD_SOURCES.methylphenidateLabel],
  },
  {
    id: 'clozapine-strong-cyp1a2-inhibitors',
    a: { classes: [], ingredients: [], properties: ['cyp1a2_strong_inhibitor'] },
    b: { classes: [], ingredients: ['clozapine'] },
    severity: 'HIGH',
    effect: 'Clozapine can build up to several times its level: sedation, low blood pressure and seizures.',
    mechanism: '{a} strongly blocks CYP1A2, the liver enzyme that clears clozapine; the clozapine label cuts the dose to a third.',
    recommendation: 'Take together only if the prescriber has lowered the clozapine dose for it; watch for heavy sleepiness, fainting or fits.',
    sources: [SOURCES.clozapineLabel, SOURCES.fdaDdiTable],
  },
] as const satisfies readonly InteractionRule<ClassId, SubstanceId>[];
