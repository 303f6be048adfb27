/**
 * Supplements and herbs people with ADHD commonly take (NIH ODS and NCCIH indexes) that were not known yet. Those
 * with a documented interaction carry it as properties in properties-supplements.ts; those no public source we can
 * cite describes are listed in not-checked-supplements.ts, and the interaction report names them as not checked.
 * Already known elsewhere: omega-3, zinc, iron, magnesium (every form), vitamins D, B6 and B12, 5-HTP, ginkgo,
 * caffeine, guarana, green tea, melatonin, kava, valerian, Asian and American ginseng, rhodiola and L-theanine.
 */
import { single } from './substance-builders.js';

export const ADHD_SUPPLEMENT_SUBSTANCES = [
  // Amino acids and brain-health supplements
  single('l_tyrosine', 'L-tyrosine', 'supplement', [], { synonyms: ['tyrosine', 'n-acetyl l-tyrosine', 'n-acetyl-l-tyrosine'] }),
  single('citicoline', 'Citicoline', 'supplement', [], { synonyms: ['cdp-choline', 'cytidine diphosphate-choline'], brands: ['Cognizin'] }),
  single('phosphatidylserine', 'Phosphatidylserine', 'supplement', [], { synonyms: ['phosphatidyl serine'] }),
  single('n_acetylcysteine', 'N-acetylcysteine', 'supplement', [], {
    synonyms: ['nac', 'n-acetyl cysteine', 'n-acetyl-l-cysteine', 'acetylcysteine'],
  }),
  single('gaba', 'GABA', 'supplement', [], { synonyms: ['gamma-aminobutyric acid', 'gamma aminobutyric acid'] }),
  // "SAMe" itself is not a name here: it normalises to the English word "same" (see coverage/known-gaps.ts).
  single('s_adenosylmethionine', 'S-adenosyl-L-methionine', 'supplement', ['serotonergic'], {
    synonyms: ['s-adenosylmethionine', 's-adenosyl methionine', 'sam-e', 'ademetionine'],
  }),
  single('cannabidiol', 'Cannabidiol', 'supplement', [], { synonyms: ['cbd', 'cbd oil', 'cannabidiol oil'], brands: ['Epidiolex'] }),

  // Herbs and mushrooms
  single('saffron', 'Saffron', 'herb', [], { synonyms: ['crocus sativus', 'saffron extract'] }),
  single('bacopa', 'Bacopa', 'herb', [], { synonyms: ['bacopa monnieri', 'brahmi', 'water hyssop'] }),
  single('lions_mane', "Lion's mane", 'herb', [], { synonyms: ['lions mane mushroom', 'hericium erinaceus'] }),
  single('ashwagandha', 'Ashwagandha', 'herb', [], { synonyms: ['withania somnifera', 'indian ginseng'] }),
  single('goldenseal', 'Goldenseal', 'herb', [], { synonyms: ['hydrastis canadensis', 'goldenseal root'] }),
  single('yohimbe', 'Yohimbe', 'herb', [], { synonyms: ['yohimbe bark', 'pausinystalia johimbe', 'yohimbine'] }),
  single('bitter_orange', 'Bitter orange', 'herb', [], { synonyms: ['citrus aurantium', 'synephrine', 'p-synephrine'] }),
] as const;
