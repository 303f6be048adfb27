/**
 * Rules over shared or opposing effects: serotonergic, MAO inhibition, CNS and respiratory depression, QT, bleeding,
 * potassium, lithium, seizure threshold, blood pressure, chelation. Each rule keeps the label's severity and cites its
 * sources; a medicine given one of these properties inherits the rule. The MAOI and QT rules keep the ids they had
 * as class rules, so earlier reports and tests still name them.
 */
import type { ClassId } from './classes.js';
import { SOURCES } from './sources.js';
import type { SubstanceId } from './substances.js';
import type { InteractionRule } from './types.js';

export const EFFECT_MECHANISM_RULES = [
  {
    id: 'serotonergic-together',
    a: { classes: [], ingredients: [], properties: ['serotonergic'] },
    b: { classes: [], ingredients: [], properties: ['serotonergic'] },
    severity: 'HIGH',
    effect: 'Risk of serotonin syndrome (too much serotonin): agitation, confusion, sweating, fast heart rate, shivering, muscle twitching.',
    mechanism: '{a} and {b} both raise serotonin, so together it can build up too far.',
    recommendation:
      'Use together only with the prescriber’s knowledge, at the lowest doses. Get medical help at once if these signs appear, especially after starting or raising a dose.',
    sources: [SOURCES.sertralineLabel],
  },
  {
    // ONC list and the MAOI labels: contraindicated.
    id: 'maoi-serotonergic-medicines',
    a: { classes: [], ingredients: [], properties: ['mao_inhibitor'] },
    b: { classes: [], ingredients: [], properties: ['serotonergic'] },
    severity: 'CRITICAL',
    effect: 'Serotonin syndrome: agitation, sweating, fever, racing heart, muscle twitching or stiffness; it can be fatal.',
    mechanism: '{b} raises serotonin, and {a} blocks monoamine oxidase, the enzyme that breaks serotonin down, so it builds up to toxic levels.',
    recommendation:
      'Contraindicated. Cough medicines with dextromethorphan ("DM") count too. Switching between them needs a drug-free washout set by the prescriber; after fluoxetine it is about 5 weeks because fluoxetine stays in the body for a long time.',
    sources: [SOURCES.oncHighPriorityList, SOURCES.oncHighPriorityPairs, SOURCES.phenelzineLabel, SOURCES.dayquilLabel],
  },
  {
    id: 'maoi-sympathomimetics',
    a: { classes: [], ingredients: [], properties: ['mao_inhibitor'] },
    b: { classes: [], ingredients: [], properties: ['sympathomimetic'] },
    severity: 'CRITICAL',
    effect: 'Dangerous jump in blood pressure (hypertensive crisis): severe headache, pounding heart, risk of stroke.',
    mechanism:
      '{b} releases or mimics noradrenaline, and {a} blocks monoamine oxidase, which breaks noradrenaline down, so its effect on blood pressure is greatly amplified.',
    recommendation:
      'Avoid, including decongestants in cold and allergy remedies, and for 2 weeks after the last MAO inhibitor dose. Ask a pharmacist for a remedy without a decongestant.',
    sources: [SOURCES.oncHighPriorityList, SOURCES.phenelzineLabel],
  },
  {
    // ONC list: tranylcypromine with procarbazine; any two MAO inhibitors together
    id: 'maoi-other-maoi',
    a: { classes: [], ingredients: [], properties: ['mao_inhibitor'] },
    b: { classes: [], ingredients: [], properties: ['mao_inhibitor'] },
    severity: 'CRITICAL',
    effect: 'Dangerous rise in blood pressure and serotonin toxicity.',
    mechanism: '{a} and {b} both block monoamine oxidase, so together they stop the breakdown of serotonin and noradrenaline even more completely.',
    recommendation: 'Never take two MAO inhibitors together; switching from one to another needs a drug-free gap set by the prescriber.',
    sources: [SOURCES.oncHighPriorityPairs, SOURCES.ajhp2022Pairs, SOURCES.phenelzineLabel],
  },
  {
    id: 'cns-depressants-together',
    a: { classes: [], ingredients: [], properties: ['cns_depressant'] },
    b: { classes: [], ingredients: [], properties: ['cns_depressant'] },
    severity: 'MEDIUM',
    effect: 'More drowsiness, slower reactions and poorer coordination; falls and accidents become more likely.',
    mechanism: '{a} and {b} both slow the brain down, so the effects add up.',
    recommendation: 'Take the lowest doses that work, avoid alcohol, and do not drive or use machinery until you know how the combination affects you.',
    sources: [SOURCES.alprazolamLabel, SOURCES.oxycodoneLabel],
  },
  {
    // The opioid and benzodiazepine boxed warning.
    id: 'opioids-cns-depressants',
    refines: 'cns-depressants-together',
    a: { classes: [], ingredients: [], properties: ['respiratory_depressant'] },
    b: { classes: [], ingredients: [], properties: ['cns_depressant', 'respiratory_depressant'] },
    severity: 'HIGH',
    effect: 'Profound sedation, slowed or stopped breathing, coma and death.',
    mechanism: '{a} slows the brain’s drive to breathe, and {b} slows the brain down as well, so together breathing can slow dangerously.',
    recommendation:
      'Use together only when the prescriber has decided there is no alternative, at the lowest doses; never add alcohol. Family members should know the signs of overdose, and naloxone should be at hand.',
    sources: [SOURCES.oxycodoneLabel, SOURCES.alprazolamLabel],
  },
  {
    id: 'qt-high-risk-with-qt-prolonging',
    a: { classes: ['qt_high_risk'], ingredients: [] },
    b: { classes: [], ingredients: [], properties: ['qt_prolonging'] },
    severity: 'HIGH',
    effect: 'Higher risk of a dangerous heart rhythm (torsades de pointes), especially with low potassium or magnesium.',
    mechanism: '{a} and {b} both lengthen the heart’s QT interval, and the effects add up; {a} carries a high risk on its own.',
    recommendation: 'Combine only if the prescriber agrees; an ECG and potassium and magnesium checks may be needed. Seek help for fainting or palpitations.',
    sources: [SOURCES.ajhp2022Pairs, SOURCES.oncHighPriorityPairs],
  },
  {
    id: 'qt-contraindicated-with-qt-prolonging',
    refines: 'qt-high-risk-with-qt-prolonging',
    a: { classes: ['qt_contraindicated'], ingredients: [] },
    b: { classes: [], ingredients: [], properties: ['qt_prolonging'] },
    severity: 'CRITICAL',
    effect: 'Dangerous heart rhythm (torsades de pointes) and sudden death.',
    mechanism: '{a} and {b} both lengthen the heart’s QT interval; the label of {a} forbids combining it with others that do.',
    recommendation: 'Contraindicated. Every prescriber needs to know about the first medicine before adding another.',
    sources: [SOURCES.oncHighPriorityPairs, SOURCES.ajhp2022Pairs],
  },
  {
    id: 'bleeding-risk-together',
    a: { classes: [], ingredients: [], properties: ['bleeding_risk'] },
    b: { classes: [], ingredients: [], properties: ['bleeding_risk'] },
    severity: 'MEDIUM',
    effect: 'Higher risk of bleeding, including bleeding in the stomach or gut.',
    mechanism: '{a} and {b} both weaken blood clotting or protect the stomach lining less, so the risks add up.',
    recommendation: 'Ask a pharmacist or the prescriber whether you need both; watch for unusual bruising, black stools or nosebleeds.',
    sources: [SOURCES.sertralineLabel, SOURCES.warfarinLabel],
  },
  {
    // Warfarin label (row 12 of the knowledge page) and the other anticoagulants' labels.
    id: 'anticoagulants-bleeding-risk',
    refines: 'bleeding-risk-together',
    a: { classes: ['anticoagulant'], ingredients: [] },
    b: { classes: [], ingredients: [], properties: ['bleeding_risk'] },
    severity: 'HIGH',
    effect: 'Serious bleeding risk.',
    mechanism: '{a} slows blood clotting, and {b} weakens clotting in another way or can injure the stomach lining.',
    recommendation: 'Avoid unless the prescriber has ordered both; ask a pharmacist which pain reliever to use instead.',
    sources: [SOURCES.warfarinLabel],
  },
  {
    id: 'potassium-raising-together',
    a: { classes: [], ingredients: [], properties: ['potassium_raising'] },
    b: { classes: [], ingredients: [], properties: ['potassium_raising'] },
    severity: 'HIGH',
    effect: 'Potassium can build up to dangerous levels (hyperkalaemia), which can disturb the heart rhythm.',
    mechanism: '{a} and {b} both raise blood potassium, so their effects add up.',
    recommendation:
      'Take together only when the prescriber has planned it, with regular potassium and kidney blood tests; avoid potassium supplements and salt substitutes.',
    sources: [SOURCES.odsPotassium],
  },
  {
    // row 27
    id: 'lithium-kidney-clearance',
    a: { classes: [], ingredients: ['lithium'] },
    b: { classes: [], ingredients: [], properties: ['lithium_clearance_reducing'] },
    severity: 'HIGH',
    effect: 'Lithium can rise to toxic levels (tremor, confusion, vomiting, unsteadiness).',
    mechanism: '{b} slows how fast the kidneys clear lithium.',
    recommendation: 'Combine only under clinician monitoring with lithium blood-level checks.',
    sources: [SOURCES.lithiumLabel],
  },
  {
    id: 'seizure-threshold-lowering-together',
    a: { classes: [], ingredients: [], properties: ['seizure_threshold_lowering'] },
    b: { classes: [], ingredients: [], properties: ['seizure_threshold_lowering'] },
    severity: 'MEDIUM',
    effect: 'Higher risk of a seizure, even in people who have never had one.',
    mechanism: '{a} and {b} both make seizures easier to set off, so the risks add up.',
    recommendation:
      'Tell the prescriber about both; keep to the prescribed doses, avoid heavy drinking, and tell them at once about any fit or fainting spell.',
    sources: [SOURCES.medlinePlusBupropion, SOURCES.medlinePlusTramadol],
  },
  {
    id: 'sympathomimetics-together',
    a: { classes: [], ingredients: [], properties: ['sympathomimetic'] },
    b: { classes: [], ingredients: [], properties: ['sympathomimetic', 'blood_pressure_raising'] },
    severity: 'MEDIUM',
    effect: 'Faster heart rate and higher blood pressure; more jitteriness and poor sleep.',
    mechanism: '{a} stimulates the heart and blood vessels, and {b} raises heart rate or blood pressure too, so the effects add up.',
    recommendation: 'Avoid if you have high blood pressure or heart disease; otherwise use the lowest doses and check your blood pressure if you can.',
    sources: [SOURCES.amphetamineLabel, SOURCES.phenelzineLabel],
  },
  {
    id: 'cation-chelation',
    a: { classes: [], ingredients: [], properties: ['cation_chelation_sensitive'] },
    b: { classes: [], ingredients: [], properties: ['polyvalent_cation'] },
    severity: 'MEDIUM',
    effect: 'Much less of the medicine is absorbed, so it may not work.',
    mechanism: '{b} binds {a} in the gut, so less of it gets into the blood.',
    recommendation: 'Take them several hours apart; the medicine’s label gives the exact gap and which should come first.',
    timing: { separateHours: 4, detail: 'At least 4 hours apart unless the medicine’s label gives another gap.' },
    sources: [SOURCES.levothyroxineLabel, SOURCES.odsMagnesium],
  },
] as const satisfies readonly InteractionRule<ClassId, SubstanceId>[];
