/**
 * Heart and circulation rules: nitrates with PDE5 inhibitors, QT-prolonging medicines together, and warfarin with
 * medicines that raise its effect (azole antifungals, amiodarone, metronidazole, sulfamethoxazole).
 */
import type { ClassId } from './classes.js';
import { SOURCES } from './sources.js';
import type { SubstanceId } from './substances.js';
import type { InteractionRule } from './types.js';

export const HEART_AND_RHYTHM_RULES = [
  {
    id: 'nitrates-pde5-inhibitors',
    a: { classes: ['nitrate'], ingredients: [] },
    b: { classes: ['pde5_inhibitor'], ingredients: [] },
    severity: 'CRITICAL',
    effect: 'Sudden, severe drop in blood pressure that can cause fainting, heart attack or stroke.',
    mechanism: 'Nitrates and PDE5 inhibitors both widen blood vessels through the same pathway (cyclic GMP), so the effect multiplies.',
    recommendation:
      'Contraindicated: never take sildenafil, tadalafil, vardenafil or avanafil with any nitrate, including nitroglycerin used only when needed. In chest pain, tell the emergency team which PDE5 inhibitor you took and when.',
    sources: [SOURCES.sildenafilLabel, SOURCES.vardenafilLabel],
  },
  {
    id: 'qt-contraindicated-with-qt-prolonging',
    a: { classes: ['qt_contraindicated'], ingredients: [] },
    b: { classes: ['qt_prolonging'], ingredients: [] },
    severity: 'CRITICAL',
    effect: 'Dangerous heart rhythm (torsades de pointes) and sudden death.',
    mechanism: 'Both medicines lengthen the heart’s QT interval; the first one’s label forbids combining it with others that do.',
    recommendation: 'Contraindicated. Every prescriber needs to know about the first medicine before adding another.',
    sources: [SOURCES.oncHighPriorityPairs, SOURCES.ajhp2022Pairs],
  },
  {
    id: 'qt-high-risk-with-qt-prolonging',
    a: { classes: ['qt_high_risk'], ingredients: [] },
    b: { classes: ['qt_prolonging'], ingredients: [] },
    severity: 'HIGH',
    effect: 'Higher risk of a dangerous heart rhythm (torsades de pointes), especially with low potassium or magnesium.',
    mechanism: 'Both medicines lengthen the heart’s QT interval, and the effects add up.',
    recommendation: 'Combine only if the prescriber agrees; an ECG and potassium and magnesium checks may be needed. Seek help for fainting or palpitations.',
    sources: [SOURCES.ajhp2022Pairs, SOURCES.oncHighPriorityPairs],
  },
  {
    id: 'warfarin-potentiators',
    a: { classes: [], ingredients: ['warfarin'] },
    b: { classes: ['azole_antifungal'], ingredients: ['amiodarone', 'metronidazole', 'sulfamethoxazole'] },
    severity: 'HIGH',
    effect: 'Warfarin’s effect rises sharply (INR goes up), with a risk of serious bleeding.',
    mechanism: 'These medicines block the liver enzymes (CYP2C9 and others) that clear warfarin.',
    recommendation: 'The prescriber usually lowers the warfarin dose and checks the INR within days of starting or stopping the other medicine.',
    sources: [SOURCES.warfarinLabel],
  },
] as const satisfies readonly InteractionRule<ClassId, SubstanceId>[];
