/**
 * ADHD medicine and sedation rules (knowledge page rows 22–24 and 28). Row 22 ("LOW–MEDIUM") is split in two because
 * its halves differ: acidifiers weaken an amphetamine (LOW), alkalinisers strengthen it (MEDIUM). Row 24 is LOW,
 * the awareness level, because its advice is moderation rather than separating or monitoring.
 */
import type { ClassId } from './classes.js';
import { SOURCES } from './sources.js';
import type { SubstanceId } from './substances.js';
import type { InteractionRule } from './types.js';

export const ADHD_AND_SEDATION_RULES = [
  {
    // row 22, first half
    id: 'amphetamines-vitamin-c',
    a: { classes: ['amphetamines'], ingredients: [] },
    b: { classes: [], ingredients: ['vitamin_c', 'acidic_fruit_juice'] },
    severity: 'LOW',
    effect: 'The amphetamine may work less well.',
    mechanism:
      'Acidifying agents such as vitamin C (ascorbic acid) and acidic fruit juices reduce how much amphetamine is absorbed and speed its removal in urine.',
    recommendation: 'Take vitamin C (and acidic fruit juice) at least 1 hour away from the amphetamine dose.',
    timing: { separateHours: 1 },
    sources: [SOURCES.amphetamineLabel],
  },
  {
    // row 22, second half
    id: 'amphetamines-antacids',
    a: { classes: ['amphetamines'], ingredients: [] },
    b: { classes: ['antacid'], ingredients: ['sodium_bicarbonate'] },
    severity: 'MEDIUM',
    effect: 'The amphetamine may act more strongly and for longer.',
    mechanism: 'Alkalinising agents such as antacids and sodium bicarbonate increase amphetamine absorption and slow its removal in urine.',
    recommendation: 'Avoid taking antacids around amphetamine doses without asking the prescriber.',
    sources: [SOURCES.amphetamineLabel],
  },
  {
    // row 23
    id: 'atomoxetine-strong-cyp2d6-inhibitors',
    refines: 'cyp2d6-strong-inhibitor-substrate',
    a: { classes: [], ingredients: ['atomoxetine'] },
    b: { classes: [], ingredients: [], properties: ['cyp2d6_strong_inhibitor'] },
    severity: 'MEDIUM',
    effect: 'Atomoxetine levels can be several times higher, with more side effects.',
    mechanism: 'Atomoxetine is cleared by the liver enzyme CYP2D6, which fluoxetine, paroxetine and bupropion strongly inhibit.',
    recommendation: 'The prescriber should follow the label’s dose limits for people taking a strong CYP2D6 inhibitor.',
    sources: [SOURCES.stratteraLabel],
  },
  {
    // row 24
    id: 'adhd-stimulants-caffeine',
    refines: 'sympathomimetics-together',
    a: { classes: ['adhd_stimulant'], ingredients: [] },
    b: { classes: ['caffeine_source'], ingredients: [], implicit: { kind: 'diet', label: 'Caffeine from coffee, tea, energy drinks or supplements' } },
    severity: 'LOW',
    effect: 'More jitteriness, faster heart rate, higher blood pressure, poor sleep and anxiety.',
    mechanism: 'Caffeine is a stimulant too, so the effects add up.',
    recommendation:
      'Keep caffeine moderate and avoid it late in the day. The FDA gives 400 mg a day as an amount not generally linked to harm in healthy adults; with a stimulant medicine, less may be wiser.',
    sources: [SOURCES.fdaCaffeine],
  },
  {
    // row 28
    id: 'sedatives-calming-supplements',
    refines: 'cns-depressants-together',
    // Zolpidem stands for every sleep medicine (the sedative class: eszopiclone, zaleplon, suvorexant, …).
    a: { classes: ['sedative'], ingredients: ['alcohol'] },
    b: { classes: [], ingredients: ['valerian', 'kava', 'melatonin'] },
    severity: 'MEDIUM',
    effect: 'Extra drowsiness and slower reactions; with kava there is also a risk of liver damage.',
    mechanism: 'All of these calm the nervous system, so the effects add up; kava on its own has been linked to serious liver injury.',
    recommendation: 'Avoid combining them, and do not drive or operate machinery if you feel drowsy.',
    sources: [SOURCES.nccihKava, SOURCES.nccihValerian],
  },
] as const satisfies readonly InteractionRule<ClassId, SubstanceId>[];
