/**
 * Medicines outside mental health that the rules name: blood thinners, painkillers, heart and kidney medicines,
 * diabetes, thyroid, stomach, bone, antibiotics, HIV, birth control and cold medicines, with US brand names.
 * Aspirin is deliberately not in the NSAID class: the sources list it beside NSAIDs where it matters, and the
 * lithium label's NSAID warning does not extend to aspirin.
 */
import type { ClassId } from './classes.js';
import type { Substance } from './types.js';

export const GENERAL_MEDICINE_SUBSTANCES = [
  // Blood thinners
  { id: 'warfarin', name: 'Warfarin', kind: 'rx', ingredients: ['warfarin'], synonyms: [], brands: ['Coumadin', 'Jantoven'], classes: ['anticoagulant'] },
  { id: 'apixaban', name: 'Apixaban', kind: 'rx', ingredients: ['apixaban'], synonyms: [], brands: ['Eliquis'], classes: ['anticoagulant'] },
  { id: 'rivaroxaban', name: 'Rivaroxaban', kind: 'rx', ingredients: ['rivaroxaban'], synonyms: [], brands: ['Xarelto'], classes: ['anticoagulant'] },
  { id: 'dabigatran', name: 'Dabigatran', kind: 'rx', ingredients: ['dabigatran'], synonyms: ['dabigatran etexilate'], brands: ['Pradaxa'], classes: ['anticoagulant'] },
  { id: 'edoxaban', name: 'Edoxaban', kind: 'rx', ingredients: ['edoxaban'], synonyms: [], brands: ['Savaysa', 'Lixiana'], classes: ['anticoagulant'] },
  { id: 'clopidogrel', name: 'Clopidogrel', kind: 'rx', ingredients: ['clopidogrel'], synonyms: [], brands: ['Plavix'], classes: ['antiplatelet'] },
  { id: 'prasugrel', name: 'Prasugrel', kind: 'rx', ingredients: ['prasugrel'], synonyms: [], brands: ['Effient'], classes: ['antiplatelet'] },
  { id: 'ticagrelor', name: 'Ticagrelor', kind: 'rx', ingredients: ['ticagrelor'], synonyms: [], brands: ['Brilinta'], classes: ['antiplatelet'] },

  // Pain relievers
  { id: 'aspirin', name: 'Aspirin', kind: 'otc', ingredients: ['aspirin'], synonyms: ['acetylsalicylic acid', 'asa', 'baby aspirin', 'low dose aspirin'], brands: ['Bayer Aspirin', 'Ecotrin', 'Bufferin'], classes: ['antiplatelet'] },
  { id: 'ibuprofen', name: 'Ibuprofen', kind: 'otc', ingredients: ['ibuprofen'], synonyms: [], brands: ['Advil', 'Motrin', 'Nurofen'], classes: ['nsaid'] },
  { id: 'naproxen', name: 'Naproxen', kind: 'otc', ingredients: ['naproxen'], synonyms: [], brands: ['Aleve', 'Naprosyn', 'Anaprox'], classes: ['nsaid'] },
  { id: 'diclofenac', name: 'Diclofenac', kind: 'rx', ingredients: ['diclofenac'], synonyms: [], brands: ['Voltaren', 'Cataflam'], classes: ['nsaid'] },
  { id: 'celecoxib', name: 'Celecoxib', kind: 'rx', ingredients: ['celecoxib'], synonyms: [], brands: ['Celebrex'], classes: ['nsaid'] },
  { id: 'meloxicam', name: 'Meloxicam', kind: 'rx', ingredients: ['meloxicam'], synonyms: [], brands: ['Mobic'], classes: ['nsaid'] },
  { id: 'acetaminophen', name: 'Acetaminophen', kind: 'otc', ingredients: ['acetaminophen'], synonyms: ['paracetamol', 'apap'], brands: ['Tylenol', 'Panadol'], classes: [] },
  { id: 'acetaminophen_aspirin_caffeine', name: 'Acetaminophen, aspirin and caffeine', kind: 'otc', ingredients: ['acetaminophen', 'aspirin', 'caffeine'], synonyms: [], brands: ['Excedrin', 'Excedrin Migraine', "Goody's", "Goody's Extra Strength", 'Vanquish'], classes: [] },

  // Blood pressure, heart and kidney
  { id: 'lisinopril', name: 'Lisinopril', kind: 'rx', ingredients: ['lisinopril'], synonyms: [], brands: ['Zestril', 'Prinivil', 'Qbrelis'], classes: ['ace_inhibitor'] },
  { id: 'enalapril', name: 'Enalapril', kind: 'rx', ingredients: ['enalapril'], synonyms: [], brands: ['Vasotec'], classes: ['ace_inhibitor'] },
  { id: 'ramipril', name: 'Ramipril', kind: 'rx', ingredients: ['ramipril'], synonyms: [], brands: ['Altace'], classes: ['ace_inhibitor'] },
  { id: 'benazepril', name: 'Benazepril', kind: 'rx', ingredients: ['benazepril'], synonyms: [], brands: ['Lotensin'], classes: ['ace_inhibitor'] },
  { id: 'losartan', name: 'Losartan', kind: 'rx', ingredients: ['losartan'], synonyms: [], brands: ['Cozaar'], classes: ['arb'] },
  { id: 'valsartan', name: 'Valsartan', kind: 'rx', ingredients: ['valsartan'], synonyms: [], brands: ['Diovan'], classes: ['arb'] },
  { id: 'irbesartan', name: 'Irbesartan', kind: 'rx', ingredients: ['irbesartan'], synonyms: [], brands: ['Avapro'], classes: ['arb'] },
  { id: 'olmesartan', name: 'Olmesartan', kind: 'rx', ingredients: ['olmesartan'], synonyms: [], brands: ['Benicar'], classes: ['arb'] },
  { id: 'candesartan', name: 'Candesartan', kind: 'rx', ingredients: ['candesartan'], synonyms: [], brands: ['Atacand'], classes: ['arb'] },
  { id: 'telmisartan', name: 'Telmisartan', kind: 'rx', ingredients: ['telmisartan'], synonyms: [], brands: ['Micardis'], classes: ['arb'] },
  { id: 'spironolactone', name: 'Spironolactone', kind: 'rx', ingredients: ['spironolactone'], synonyms: [], brands: ['Aldactone', 'CaroSpir'], classes: ['potassium_sparing_diuretic'] },
  { id: 'hydrochlorothiazide', name: 'Hydrochlorothiazide', kind: 'rx', ingredients: ['hydrochlorothiazide'], synonyms: ['hctz'], brands: ['Microzide'], classes: ['thiazide_diuretic'] },
  { id: 'chlorthalidone', name: 'Chlorthalidone', kind: 'rx', ingredients: ['chlorthalidone'], synonyms: [], brands: ['Thalitone'], classes: ['thiazide_diuretic'] },
  { id: 'chlorothiazide', name: 'Chlorothiazide', kind: 'rx', ingredients: ['chlorothiazide'], synonyms: [], brands: ['Diuril'], classes: ['thiazide_diuretic'] },
  { id: 'lisinopril_hydrochlorothiazide', name: 'Lisinopril and hydrochlorothiazide', kind: 'rx', ingredients: ['lisinopril', 'hydrochlorothiazide'], synonyms: ['lisinopril hctz'], brands: ['Zestoretic'], classes: [] },
  { id: 'losartan_hydrochlorothiazide', name: 'Losartan and hydrochlorothiazide', kind: 'rx', ingredients: ['losartan', 'hydrochlorothiazide'], synonyms: ['losartan hctz'], brands: ['Hyzaar'], classes: [] },
  { id: 'simvastatin', name: 'Simvastatin', kind: 'rx', ingredients: ['simvastatin'], synonyms: [], brands: ['Zocor', 'Flolipid'], classes: ['statin'] },
  { id: 'lovastatin', name: 'Lovastatin', kind: 'rx', ingredients: ['lovastatin'], synonyms: [], brands: ['Mevacor', 'Altoprev'], classes: ['statin'] },

  // Diabetes
  { id: 'metformin', name: 'Metformin', kind: 'rx', ingredients: ['metformin'], synonyms: [], brands: ['Glucophage', 'Glumetza', 'Fortamet', 'Riomet'], classes: ['biguanide'] },
  {
    id: 'insulin',
    name: 'Insulin',
    kind: 'rx',
    ingredients: ['insulin'],
    synonyms: ['insulin glargine', 'insulin lispro', 'insulin aspart', 'insulin detemir', 'insulin degludec', 'regular insulin', 'nph insulin'],
    brands: ['Lantus', 'Basaglar', 'Toujeo', 'Humalog', 'Novolog', 'Levemir', 'Tresiba', 'Humulin', 'Novolin', 'Fiasp', 'Admelog'],
    classes: ['insulin'],
  },
  { id: 'glipizide', name: 'Glipizide', kind: 'rx', ingredients: ['glipizide'], synonyms: [], brands: ['Glucotrol'], classes: ['sulfonylurea'] },
  { id: 'glyburide', name: 'Glyburide', kind: 'rx', ingredients: ['glyburide'], synonyms: ['glibenclamide'], brands: ['Diabeta', 'Glynase'], classes: ['sulfonylurea'] },
  { id: 'glimepiride', name: 'Glimepiride', kind: 'rx', ingredients: ['glimepiride'], synonyms: [], brands: ['Amaryl'], classes: ['sulfonylurea'] },

  // Thyroid, stomach and bone
  { id: 'levothyroxine', name: 'Levothyroxine', kind: 'rx', ingredients: ['levothyroxine'], synonyms: ['l-thyroxine', 'thyroxine'], brands: ['Synthroid', 'Levoxyl', 'Unithroid', 'Euthyrox', 'Tirosint', 'Levo-T'], classes: ['thyroid_hormone'] },
  { id: 'omeprazole', name: 'Omeprazole', kind: 'otc', ingredients: ['omeprazole'], synonyms: [], brands: ['Prilosec'], classes: ['ppi'] },
  { id: 'esomeprazole', name: 'Esomeprazole', kind: 'otc', ingredients: ['esomeprazole'], synonyms: [], brands: ['Nexium'], classes: ['ppi'] },
  { id: 'pantoprazole', name: 'Pantoprazole', kind: 'rx', ingredients: ['pantoprazole'], synonyms: [], brands: ['Protonix'], classes: ['ppi'] },
  { id: 'lansoprazole', name: 'Lansoprazole', kind: 'otc', ingredients: ['lansoprazole'], synonyms: [], brands: ['Prevacid'], classes: ['ppi'] },
  { id: 'rabeprazole', name: 'Rabeprazole', kind: 'rx', ingredients: ['rabeprazole'], synonyms: [], brands: ['Aciphex'], classes: ['ppi'] },
  { id: 'dexlansoprazole', name: 'Dexlansoprazole', kind: 'rx', ingredients: ['dexlansoprazole'], synonyms: [], brands: ['Dexilant'], classes: ['ppi'] },
  { id: 'alendronate', name: 'Alendronate', kind: 'rx', ingredients: ['alendronate'], synonyms: ['alendronic acid'], brands: ['Fosamax', 'Binosto'], classes: ['bisphosphonate'] },
  { id: 'risedronate', name: 'Risedronate', kind: 'rx', ingredients: ['risedronate'], synonyms: ['risedronic acid'], brands: ['Actonel', 'Atelvia'], classes: ['bisphosphonate'] },
  { id: 'ibandronate', name: 'Ibandronate', kind: 'rx', ingredients: ['ibandronate'], synonyms: ['ibandronic acid'], brands: ['Boniva'], classes: ['bisphosphonate'] },

  // Antacids (alkalinising; the aluminium and magnesium ones also bind levothyroxine)
  { id: 'calcium_carbonate', name: 'Calcium carbonate', kind: 'otc', ingredients: ['calcium'], synonyms: [], brands: ['Tums'], classes: ['antacid'] },
  { id: 'magnesium_hydroxide', name: 'Magnesium hydroxide', kind: 'otc', ingredients: ['magnesium'], synonyms: [], brands: ['Milk of Magnesia', "Phillips' Milk of Magnesia"], classes: ['aluminium_magnesium_antacid'] },
  { id: 'aluminium_hydroxide', name: 'Aluminium hydroxide', kind: 'otc', ingredients: ['aluminium_hydroxide'], synonyms: ['aluminum hydroxide', 'aluminium', 'aluminum'], brands: [], classes: ['aluminium_magnesium_antacid', 'polyvalent_cation'] },
  { id: 'aluminium_magnesium_hydroxide', name: 'Aluminium and magnesium hydroxide', kind: 'otc', ingredients: ['aluminium_hydroxide', 'magnesium_hydroxide'], synonyms: ['aluminum and magnesium hydroxide'], brands: ['Maalox', 'Mylanta'], classes: [] },
  { id: 'calcium_carbonate_magnesium_hydroxide', name: 'Calcium carbonate and magnesium hydroxide', kind: 'otc', ingredients: ['calcium_carbonate', 'magnesium_hydroxide'], synonyms: [], brands: ['Rolaids'], classes: [] },
  { id: 'sodium_bicarbonate', name: 'Sodium bicarbonate', kind: 'otc', ingredients: ['sodium_bicarbonate'], synonyms: ['baking soda', 'bicarbonate of soda'], brands: [], classes: ['antacid'] },

  // Antibiotics
  { id: 'ciprofloxacin', name: 'Ciprofloxacin', kind: 'rx', ingredients: ['ciprofloxacin'], synonyms: [], brands: ['Cipro'], classes: ['quinolone', 'strong_cyp1a2_inhibitor', 'qt_prolonging'] },
  { id: 'levofloxacin', name: 'Levofloxacin', kind: 'rx', ingredients: ['levofloxacin'], synonyms: [], brands: ['Levaquin'], classes: ['quinolone', 'qt_prolonging'] },
  { id: 'moxifloxacin', name: 'Moxifloxacin', kind: 'rx', ingredients: ['moxifloxacin'], synonyms: [], brands: ['Avelox'], classes: ['quinolone', 'qt_prolonging'] },
  { id: 'tetracycline', name: 'Tetracycline', kind: 'rx', ingredients: ['tetracycline'], synonyms: [], brands: [], classes: ['tetracycline'] },
  { id: 'doxycycline', name: 'Doxycycline', kind: 'rx', ingredients: ['doxycycline'], synonyms: [], brands: ['Vibramycin', 'Doryx', 'Acticlate', 'Oracea'], classes: ['tetracycline'] },
  { id: 'minocycline', name: 'Minocycline', kind: 'rx', ingredients: ['minocycline'], synonyms: [], brands: ['Minocin', 'Solodyn'], classes: ['tetracycline'] },

  // HIV medicines known to be weakened by enzyme inducers
  { id: 'ritonavir', name: 'Ritonavir', kind: 'rx', ingredients: ['ritonavir'], synonyms: [], brands: ['Norvir'], classes: ['hiv_protease_inhibitor'] },
  { id: 'darunavir', name: 'Darunavir', kind: 'rx', ingredients: ['darunavir'], synonyms: [], brands: ['Prezista'], classes: ['hiv_protease_inhibitor'] },
  { id: 'atazanavir', name: 'Atazanavir', kind: 'rx', ingredients: ['atazanavir'], synonyms: [], brands: ['Reyataz'], classes: ['hiv_protease_inhibitor'] },
  { id: 'efavirenz', name: 'Efavirenz', kind: 'rx', ingredients: ['efavirenz'], synonyms: [], brands: ['Sustiva'], classes: ['hiv_antiretroviral'] },
  { id: 'nevirapine', name: 'Nevirapine', kind: 'rx', ingredients: ['nevirapine'], synonyms: [], brands: ['Viramune'], classes: ['hiv_antiretroviral'] },
  { id: 'rilpivirine', name: 'Rilpivirine', kind: 'rx', ingredients: ['rilpivirine'], synonyms: [], brands: ['Edurant'], classes: ['hiv_antiretroviral'] },

  // Birth control pills
  {
    id: 'oral_contraceptive',
    name: 'Birth control pill',
    kind: 'rx',
    ingredients: ['oral_contraceptive'],
    synonyms: ['oral contraceptive', 'combined oral contraceptive', 'contraceptive pill', 'birth control', 'mini pill', 'progestin only pill'],
    brands: ['Yaz', 'Yasmin', 'Loestrin', 'Lo Loestrin Fe', 'Sprintec', 'Tri-Sprintec', 'Ortho Tri-Cyclen', 'Seasonique', 'Microgestin', 'Junel'],
    classes: ['hormonal_contraceptive'],
  },
  { id: 'ethinyl_estradiol', name: 'Ethinyl estradiol', kind: 'rx', ingredients: ['ethinyl_estradiol'], synonyms: ['ethinylestradiol'], brands: [], classes: ['hormonal_contraceptive'] },
  { id: 'levonorgestrel', name: 'Levonorgestrel', kind: 'rx', ingredients: ['levonorgestrel'], synonyms: [], brands: [], classes: ['hormonal_contraceptive'] },
  { id: 'norethindrone', name: 'Norethindrone', kind: 'rx', ingredients: ['norethindrone'], synonyms: ['norethisterone'], brands: ['Aygestin'], classes: ['hormonal_contraceptive'] },
  { id: 'drospirenone', name: 'Drospirenone', kind: 'rx', ingredients: ['drospirenone'], synonyms: [], brands: ['Slynd'], classes: ['hormonal_contraceptive'] },
  { id: 'norgestimate', name: 'Norgestimate', kind: 'rx', ingredients: ['norgestimate'], synonyms: [], brands: [], classes: ['hormonal_contraceptive'] },

  // Cold medicines
  { id: 'pseudoephedrine', name: 'Pseudoephedrine', kind: 'otc', ingredients: ['pseudoephedrine'], synonyms: [], brands: ['Sudafed', 'Sudafed 12 Hour'], classes: ['decongestant'] },
  { id: 'phenylephrine', name: 'Phenylephrine', kind: 'otc', ingredients: ['phenylephrine'], synonyms: [], brands: ['Sudafed PE'], classes: ['decongestant'] },
] as const satisfies readonly Substance<ClassId>[];
