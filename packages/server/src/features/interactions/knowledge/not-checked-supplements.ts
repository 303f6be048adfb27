/**
 * Supplements and herbs the knowledge base recognises by name but cannot check: no public source we can cite
 * describes their interactions, or the one that does names interactions no property expresses. Recognising them
 * without this list would read as "checked, no known interaction", so the interaction report names each of them as
 * not checked (item-profile.ts), while the name still places the product for everything else.
 */
import type { SubstanceId } from './substances.js';

export interface NotCheckedSupplement {
  readonly id: SubstanceId;
  readonly reason: string;
}

const NO_SOURCE = 'No NIH ODS fact sheet, NCCIH page or drug label describes its interactions with medicines';

export const NOT_CHECKED_SUPPLEMENTS: readonly NotCheckedSupplement[] = [
  { id: 'l_tyrosine', reason: `${NO_SOURCE}; as a building block of dopamine and noradrenaline it may matter with MAOIs or thyroid medicine.` },
  { id: 'citicoline', reason: `${NO_SOURCE}.` },
  { id: 'phosphatidylserine', reason: `${NO_SOURCE}.` },
  { id: 'n_acetylcysteine', reason: `${NO_SOURCE} taken as a supplement (the acetylcysteine labels cover the antidote use only).` },
  { id: 'gaba', reason: `${NO_SOURCE}.` },
  { id: 'saffron', reason: `${NO_SOURCE}; studied for mood, so a serotonergic effect is possible but not documented.` },
  { id: 'bacopa', reason: `${NO_SOURCE}.` },
  { id: 'lions_mane', reason: `${NO_SOURCE}.` },
  {
    id: 'ashwagandha',
    reason: 'ODS and NCCIH name interactions with thyroid, diabetes, blood pressure, immunosuppressant and sedative medicines; most have no property yet.',
  },
  {
    id: 'goldenseal',
    reason: 'NCCIH: it slows the CYP3A4 and CYP2D6 enzymes that clear many medicines, but gives no strength to place it as a strong or moderate inhibitor.',
  },
  // Named by outside checks (2026-12-05): herb references and case reports tie each to a medicine, most often to a
  // blood thinner, and no rule here cites a source for it yet. Until one does, "not checked" is the honest answer.
  ...(
    [
      ['turmeric', 'may add to the bleeding risk of blood thinners'],
      ['ginger', 'may add to the bleeding risk of blood thinners'],
      ['feverfew', 'may add to the bleeding risk of blood thinners'],
      ['chamomile', 'has been reported with warfarin and cyclosporine'],
      ['cranberry', 'has been reported to raise the effect of warfarin'],
      ['fenugreek', 'may lower blood sugar and add to the bleeding risk of blood thinners'],
    ] as const
  ).map(([id, concern]): NotCheckedSupplement => ({ id, reason: `Not yet expressed by any rule here: it ${concern}.` })),
  {
    id: 'bismuth_subsalicylate',
    reason: 'A salicylate: its Drug Facts label asks to check with a doctor when taking a blood thinner; no rule here expresses that yet.',
  },
];

export const NOT_CHECKED_IDS: ReadonlySet<string> = new Set(NOT_CHECKED_SUPPLEMENTS.map((entry) => entry.id));
