/**
 * Heart and circulation rules: nitrates with PDE5 inhibitors, warfarin with medicines that raise its effect (azole
 * antifungals, amiodarone, metronidazole, sulfamethoxazole), and sertraline with pimozide (both labels forbid it).
 * QT-prolonging medicines together are in rules-mechanism-effects.ts.
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
    // Fluconazole and amiodarone are explained by CYP2C9; the label names the others without one mechanism.
    id: 'warfarin-potentiators',
    refines: 'cyp2c9-moderate-inhibitor-narrow-range-substrate',
    a: { classes: [], ingredients: ['warfarin'] },
    b: { classes: ['azole_antifungal'], ingredients: ['amiodarone', 'metronidazole', 'sulfamethoxazole'] },
    severity: 'HIGH',
    effect: 'Warfarin’s effect rises sharply (INR goes up), with a risk of serious bleeding.',
    mechanism: 'These medicines block the liver enzymes (CYP2C9 and others) that clear warfarin.',
    recommendation: 'The prescriber usually lowers the warfarin dose and checks the INR within days of starting or stopping the other medicine.',
    sources: [SOURCES.warfarinLabel],
  },
  {
    id: 'sertraline-pimozide',
    a: { classes: [], ingredients: ['sertraline'] },
    b: { classes: [], ingredients: ['pimozide'] },
    severity: 'CRITICAL',
    effect: 'Pimozide levels rise, with a risk of a dangerous heart rhythm (QT prolongation).',
    mechanism: 'In a study, sertraline raised pimozide levels; pimozide has a narrow safe range and can disturb the heart rhythm.',
    recommendation: 'Contraindicated. Tell every prescriber that you take pimozide.',
    sources: [SOURCES.sertralineLabel],
  },
] as const satisfies readonly InteractionRule<ClassId, SubstanceId>[];
