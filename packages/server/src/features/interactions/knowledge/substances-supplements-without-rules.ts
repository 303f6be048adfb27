/**
 * Dietary supplements and herbs that people log often but that no rule names yet: the vitamins, minerals and other
 * supplements of the NIH ODS fact-sheet index and herbs of NCCIH's "Herbs at a Glance". They are recognised so the
 * checker reports them as checked against every rule (a rule added later reaches them through their classes) instead
 * of "not checked". A supplement for which ODS or NCCIH names an interaction with a common medicine that no rule holds
 * yet (CoQ10 and warfarin, SAMe and antidepressants, goldenseal, licorice, stimulant herbs, iodine, ashwagandha,
 * hawthorn, niacin) is deliberately left out, so it stays "not checked" rather than reading as safe; those are listed
 * in coverage/known-gaps.ts. No class is given here without a source that states it.
 */
import { combination, single } from './substance-builders.js';

export const SUPPLEMENTS_WITHOUT_RULES = [
  // Vitamins (ODS fact sheets)
  single('vitamin_a', 'Vitamin A', 'supplement', [], { synonyms: ['retinol', 'retinyl palmitate', 'retinyl acetate'] }),
  single('beta_carotene', 'Beta-carotene', 'supplement', [], { synonyms: ['beta carotene'] }),
  single('thiamin', 'Thiamin', 'supplement', [], { synonyms: ['thiamine', 'vitamin b1'] }),
  single('riboflavin', 'Riboflavin', 'supplement', [], { synonyms: ['vitamin b2'] }),
  single('niacinamide', 'Niacinamide', 'supplement', [], { synonyms: ['nicotinamide'] }),
  single('pantothenic_acid', 'Pantothenic acid', 'supplement', [], { synonyms: ['vitamin b5', 'pantothenate', 'calcium pantothenate'] }),
  single('vitamin_b6', 'Vitamin B6', 'supplement', [], { synonyms: ['pyridoxine', 'pyridoxal 5-phosphate', 'pyridoxal phosphate', 'p5p'] }),
  single('choline', 'Choline', 'supplement', [], { synonyms: ['choline bitartrate'] }),

  // Minerals (ODS fact sheets)
  single('selenium', 'Selenium', 'supplement', [], { synonyms: ['selenomethionine'] }),
  single('copper', 'Copper', 'supplement', [], { synonyms: ['copper gluconate', 'cupric oxide'] }),
  single('manganese', 'Manganese', 'supplement', [], {}),
  single('boron', 'Boron', 'supplement', [], {}),

  // Other supplements (ODS fact sheets and NCCIH)
  single('probiotics', 'Probiotics', 'supplement', [], {
    synonyms: ['probiotic', 'lactobacillus', 'lactobacillus acidophilus', 'acidophilus', 'bifidobacterium', 'saccharomyces boulardii'],
    brands: ['Culturelle', 'Florastor'],
  }),
  single('creatine', 'Creatine', 'supplement', [], { synonyms: ['creatine monohydrate'] }),
  single('l_theanine', 'L-theanine', 'supplement', [], { synonyms: ['theanine'], brands: ['Suntheanine'] }),
  single('glucosamine', 'Glucosamine', 'supplement', [], { synonyms: ['glucosamine sulfate', 'glucosamine hydrochloride'] }),
  single('chondroitin', 'Chondroitin', 'supplement', [], { synonyms: ['chondroitin sulfate'] }),
  single('collagen', 'Collagen', 'supplement', [], { synonyms: ['collagen peptides', 'hydrolyzed collagen'] }),
  single('carnitine', 'Carnitine', 'supplement', [], { synonyms: ['l-carnitine', 'acetyl-l-carnitine', 'acetyl l-carnitine'] }),
  single('dhea', 'DHEA', 'supplement', [], { synonyms: ['dehydroepiandrosterone'] }),
  // Cod liver oil carries the fish oil's omega-3 fats and vitamins A and D (ODS vitamin A and vitamin D fact sheets).
  combination('cod_liver_oil', 'Cod liver oil', 'supplement', ['omega_3', 'vitamin_a', 'vitamin_d']),

  // Herbs (NCCIH, Herbs at a Glance)
  single('rhodiola', 'Rhodiola', 'herb', [], { synonyms: ['rhodiola rosea', 'golden root', 'arctic root'] }),
  single('turmeric', 'Turmeric', 'herb', [], { synonyms: ['curcumin', 'curcuma longa'] }),
  single('ginger', 'Ginger', 'herb', [], { synonyms: ['ginger root', 'zingiber officinale'] }),
  single('american_ginseng', 'American ginseng', 'herb', [], { synonyms: ['panax quinquefolius'] }),
  single('echinacea', 'Echinacea', 'herb', [], { synonyms: ['echinacea purpurea'] }),
  single('elderberry', 'Elderberry', 'herb', [], { synonyms: ['sambucus', 'sambucus nigra', 'black elderberry'], brands: ['Sambucol'] }),
  single('chamomile', 'Chamomile', 'herb', [], {}),
  single('milk_thistle', 'Milk thistle', 'herb', [], { synonyms: ['silymarin', 'silybum marianum'] }),
  single('saw_palmetto', 'Saw palmetto', 'herb', [], { synonyms: ['serenoa repens'] }),
  single('black_cohosh', 'Black cohosh', 'herb', [], { synonyms: ['actaea racemosa', 'cimicifuga racemosa'] }),
  single('cranberry', 'Cranberry', 'herb', [], { synonyms: ['cranberry extract'] }),
  single('flaxseed', 'Flaxseed', 'herb', [], { synonyms: ['flaxseed oil', 'flax seed', 'linseed'] }),
  single('peppermint_oil', 'Peppermint oil', 'herb', [], {}),
  single('evening_primrose_oil', 'Evening primrose oil', 'herb', [], {}),
  single('feverfew', 'Feverfew', 'herb', [], {}),
  single('lavender', 'Lavender', 'herb', [], { synonyms: ['lavender oil'] }),
  single('aloe_vera', 'Aloe vera', 'herb', [], {}),
  single('fenugreek', 'Fenugreek', 'herb', [], {}),
  single('horse_chestnut', 'Horse chestnut', 'herb', [], { synonyms: ['horse chestnut seed extract'] }),
  single('butterbur', 'Butterbur', 'herb', [], {}),
  single('dandelion', 'Dandelion', 'herb', [], {}),
  single('red_clover', 'Red clover', 'herb', [], {}),
  single('soy_isoflavones', 'Soy isoflavones', 'supplement', [], { synonyms: ['isoflavones'] }),
  single('tea_tree_oil', 'Tea tree oil', 'herb', [], {}),
  single('noni', 'Noni', 'herb', [], {}),
  single('passionflower', 'Passionflower', 'herb', [], { synonyms: ['passiflora'] }),
  single('lemon_balm', 'Lemon balm', 'herb', [], {}),
  single('bilberry', 'Bilberry', 'herb', [], {}),
  single('cats_claw', "Cat's claw", 'herb', [], { synonyms: ['cats claw', 'uncaria tomentosa'] }),
] as const;
