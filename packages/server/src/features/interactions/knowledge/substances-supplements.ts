/**
 * Vitamins, minerals, herbs and other supplements that at least one rule names, with their common synonyms and
 * Latin names. A supplement with no rule is left out on purpose: recognising it would let the UI imply "no known
 * interactions" when this knowledge base simply holds no facts about it. The exceptions are vitamin D and folic acid,
 * which are among the most prescribed medicines (substances-other-medicines.ts).
 */
import type { ClassId } from './classes.js';
import type { Substance } from './types.js';

export const SUPPLEMENT_SUBSTANCES = [
  // Minerals
  { id: 'calcium', name: 'Calcium', kind: 'supplement', ingredients: ['calcium'], synonyms: ['calcium citrate', 'calcium gluconate', 'calcium lactate', 'calcium phosphate', 'coral calcium'], brands: ['Citracal'], classes: ['polyvalent_cation'] },
  {
    id: 'iron',
    name: 'Iron',
    kind: 'supplement',
    ingredients: ['iron'],
    synonyms: ['ferrous sulfate', 'ferrous gluconate', 'ferrous fumarate', 'ferrous bisglycinate', 'iron bisglycinate', 'carbonyl iron', 'polysaccharide iron', 'ferric citrate', 'ferrous', 'ferric'],
    brands: ['Slow Fe', 'Feosol'],
    classes: ['polyvalent_cation'],
  },
  {
    id: 'magnesium',
    name: 'Magnesium',
    kind: 'supplement',
    ingredients: ['magnesium'],
    synonyms: ['magnesium glycinate', 'magnesium bisglycinate', 'magnesium citrate', 'magnesium oxide', 'magnesium malate', 'magnesium threonate', 'magnesium l-threonate', 'magnesium taurate', 'magnesium chloride'],
    brands: ['Slow-Mag'],
    classes: ['polyvalent_cation'],
  },
  { id: 'zinc', name: 'Zinc', kind: 'supplement', ingredients: ['zinc'], synonyms: ['zinc gluconate', 'zinc picolinate', 'zinc citrate', 'zinc acetate', 'zinc sulfate', 'zinc bisglycinate'], brands: [], classes: ['polyvalent_cation'] },
  { id: 'potassium', name: 'Potassium', kind: 'supplement', ingredients: ['potassium'], synonyms: ['potassium chloride', 'potassium citrate', 'potassium gluconate', 'potassium supplement'], brands: ['K-Dur', 'Klor-Con', 'Micro-K'], classes: [] },
  { id: 'chromium', name: 'Chromium', kind: 'supplement', ingredients: ['chromium'], synonyms: ['chromium picolinate', 'chromium polynicotinate', 'chromium chloride'], brands: [], classes: [] },

  // Vitamins
  { id: 'vitamin_c', name: 'Vitamin C', kind: 'supplement', ingredients: ['vitamin_c'], synonyms: ['ascorbic acid', 'ascorbate', 'sodium ascorbate', 'calcium ascorbate', 'l-ascorbic acid'], brands: ['Ester-C', 'Emergen-C'], classes: [] },
  { id: 'vitamin_e', name: 'Vitamin E', kind: 'supplement', ingredients: ['vitamin_e'], synonyms: ['tocopherol', 'alpha-tocopherol', 'd-alpha tocopherol', 'dl-alpha tocopherol', 'mixed tocopherols'], brands: [], classes: [] },
  {
    id: 'vitamin_k',
    name: 'Vitamin K',
    kind: 'supplement',
    ingredients: ['vitamin_k'],
    synonyms: ['vitamin k1', 'vitamin k2', 'phylloquinone', 'phytonadione', 'menaquinone', 'menaquinone-7', 'mk-7', 'mk-4', 'menatetrenone'],
    brands: ['Mephyton'],
    classes: [],
  },
  { id: 'vitamin_b12', name: 'Vitamin B12', kind: 'supplement', ingredients: ['vitamin_b12'], synonyms: ['b12', 'cobalamin', 'cyanocobalamin', 'methylcobalamin', 'hydroxocobalamin', 'adenosylcobalamin'], brands: [], classes: [] },
  // Hair, skin and nail products are named here because the FDA warning singles them out as the high-dose biotin products.
  { id: 'biotin', name: 'Biotin', kind: 'supplement', ingredients: ['biotin'], synonyms: ['vitamin b7', 'vitamin h', 'hair skin and nails', 'hair skin nails'], brands: [], classes: [] },
  { id: 'b_complex', name: 'Vitamin B complex', kind: 'supplement', ingredients: ['vitamin_b12', 'biotin'], synonyms: ['b complex', 'b-complex', 'b vitamins', 'vitamin b-complex'], brands: [], classes: [] },

  // Fatty acids
  {
    id: 'omega_3',
    name: 'Omega-3 fatty acids (fish oil)',
    kind: 'supplement',
    ingredients: ['omega_3'],
    synonyms: ['fish oil', 'omega-3', 'omega 3', 'omega-3 fatty acids', 'omega-3 fish oil', 'epa', 'dha', 'epa dha', 'eicosapentaenoic acid', 'docosahexaenoic acid', 'omega-3-acid ethyl esters', 'icosapent ethyl'],
    brands: ['Lovaza', 'Vascepa'],
    classes: [],
  },
  { id: 'krill_oil', name: 'Krill oil', kind: 'supplement', ingredients: ['omega_3'], synonyms: [], brands: [], classes: [] },

  // Serotonin building blocks
  { id: 'five_htp', name: '5-HTP', kind: 'supplement', ingredients: ['five_htp'], synonyms: ['5-hydroxytryptophan', 'oxitriptan', 'griffonia simplicifolia'], brands: [], classes: ['serotonin_precursor'] },
  { id: 'tryptophan', name: 'L-tryptophan', kind: 'supplement', ingredients: ['tryptophan'], synonyms: ['tryptophan'], brands: [], classes: ['serotonin_precursor'] },

  // Herbs and other supplements
  { id: 'st_johns_wort', name: "St John's wort", kind: 'herb', ingredients: ['st_johns_wort'], synonyms: ["st. john's wort", 'st john wort', "saint john's wort", 'hypericum', 'hypericum perforatum'], brands: [], classes: [] },
  { id: 'ginkgo', name: 'Ginkgo biloba', kind: 'herb', ingredients: ['ginkgo'], synonyms: ['ginkgo', 'gingko', 'gingko biloba', 'ginkgo leaf extract'], brands: [], classes: [] },
  { id: 'garlic', name: 'Garlic supplement', kind: 'herb', ingredients: ['garlic'], synonyms: ['garlic', 'garlic extract', 'aged garlic extract', 'allium sativum', 'allicin'], brands: ['Kyolic'], classes: [] },
  { id: 'berberine', name: 'Berberine', kind: 'supplement', ingredients: ['berberine'], synonyms: [], brands: [], classes: [] },
  { id: 'cinnamon', name: 'Cinnamon supplement', kind: 'herb', ingredients: ['cinnamon'], synonyms: ['cinnamon', 'cinnamon extract', 'cassia cinnamon', 'ceylon cinnamon', 'cinnamomum cassia', 'cinnamomum verum'], brands: [], classes: [] },
  { id: 'alpha_lipoic_acid', name: 'Alpha-lipoic acid', kind: 'supplement', ingredients: ['alpha_lipoic_acid'], synonyms: ['lipoic acid', 'thioctic acid', 'r-lipoic acid', 'r-alpha lipoic acid'], brands: [], classes: [] },
  // Plain "ginseng" is left out: American and Siberian "ginseng" are different plants that the NCCIH page does not cover.
  { id: 'asian_ginseng', name: 'Asian ginseng', kind: 'herb', ingredients: ['asian_ginseng'], synonyms: ['panax ginseng', 'korean ginseng', 'korean red ginseng', 'red ginseng', 'chinese ginseng'], brands: [], classes: [] },
  { id: 'valerian', name: 'Valerian', kind: 'herb', ingredients: ['valerian'], synonyms: ['valerian root', 'valeriana officinalis'], brands: [], classes: [] },
  { id: 'kava', name: 'Kava', kind: 'herb', ingredients: ['kava'], synonyms: ['kava kava', 'kava root', 'piper methysticum'], brands: [], classes: [] },
  { id: 'melatonin', name: 'Melatonin', kind: 'supplement', ingredients: ['melatonin'], synonyms: [], brands: [], classes: [] },

  // Caffeine sources
  { id: 'caffeine', name: 'Caffeine', kind: 'otc', ingredients: ['caffeine'], synonyms: ['caffeine anhydrous', 'caffeine pill', 'caffeine pills'], brands: ['NoDoz', 'Vivarin'], classes: ['caffeine_source'] },
  { id: 'guarana', name: 'Guarana', kind: 'herb', ingredients: ['guarana'], synonyms: ['paullinia cupana', 'guarana seed extract'], brands: [], classes: ['caffeine_source'] },
  { id: 'yerba_mate', name: 'Yerba mate', kind: 'herb', ingredients: ['yerba_mate'], synonyms: ['mate tea', 'ilex paraguariensis'], brands: [], classes: ['caffeine_source'] },
  { id: 'green_tea_extract', name: 'Green tea extract', kind: 'supplement', ingredients: ['green_tea_extract'], synonyms: ['green tea', 'camellia sinensis'], brands: [], classes: ['caffeine_source'] },
] as const satisfies readonly Substance<ClassId>[];
