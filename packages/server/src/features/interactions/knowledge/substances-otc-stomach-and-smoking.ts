/**
 * Over-the-counter stomach medicines (acid reducers, anti-diarrhoeals, gas and laxatives) and nicotine replacement,
 * with their common US brands. PPIs and antacids live in substances-general-medicine.ts because older rules name them.
 */
import { combination, single } from './substance-builders.js';

export const OTC_STOMACH_AND_SMOKING_SUBSTANCES = [
  single('famotidine', 'Famotidine', 'otc', ['h2_blocker'], { brands: ['Pepcid', 'Pepcid AC', 'Zantac 360'] }),
  single('cimetidine', 'Cimetidine', 'otc', ['h2_blocker'], { brands: ['Tagamet', 'Tagamet HB'] }),
  combination(
    'famotidine_calcium_magnesium',
    'Famotidine, calcium carbonate and magnesium hydroxide',
    'otc',
    ['famotidine', 'calcium_carbonate', 'magnesium_hydroxide'],
    {
      brands: ['Pepcid Complete', 'Tums Dual Action'],
    },
  ),
  // Omeprazole with sodium bicarbonate (which protects it from stomach acid): a PPI and an alkaliniser at once.
  combination('omeprazole_sodium_bicarbonate', 'Omeprazole and sodium bicarbonate', 'otc', ['omeprazole', 'sodium_bicarbonate'], {
    brands: ['Zegerid', 'Zegerid OTC'],
  }),
  combination('gaviscon', 'Aluminium hydroxide and magnesium carbonate', 'otc', ['aluminium_hydroxide', 'magnesium'], { brands: ['Gaviscon'] }),
  single('loperamide', 'Loperamide', 'otc', ['qt_prolonging'], { brands: ['Imodium', 'Imodium A-D', 'Diamode'] }),
  single('bismuth_subsalicylate', 'Bismuth subsalicylate', 'otc', [], { synonyms: ['bismuth'], brands: ['Pepto-Bismol', 'Kaopectate', 'Pink Bismuth'] }),
  single('simethicone', 'Simethicone', 'otc', [], { brands: ['Gas-X', 'Phazyme', 'Mylicon'] }),
  single('polyethylene_glycol', 'Polyethylene glycol 3350', 'otc', [], {
    synonyms: ['peg 3350', 'polyethylene glycol', 'macrogol'],
    brands: ['MiraLAX', 'GlycoLax'],
  }),
  single('docusate', 'Docusate', 'otc', [], { brands: ['Colace', 'Dulcolax Stool Softener'] }),
  single('senna', 'Senna (sennosides)', 'otc', [], { synonyms: ['sennosides', 'senna glycoside'], brands: ['Senokot', 'Ex-Lax'] }),
  single('bisacodyl', 'Bisacodyl', 'otc', [], { brands: ['Dulcolax'] }),
  single('psyllium', 'Psyllium', 'otc', [], { synonyms: ['psyllium husk', 'ispaghula'], brands: ['Metamucil', 'Konsyl'] }),
  single('nicotine', 'Nicotine replacement', 'otc', [], {
    synonyms: ['nicotine gum', 'nicotine patch', 'nicotine lozenge', 'nicotine polacrilex', 'nicotine replacement therapy', 'nrt'],
    brands: ['Nicorette', 'NicoDerm CQ', 'NicoDerm', 'Commit', 'Habitrol', 'Nicotrol'],
  }),
] as const;
