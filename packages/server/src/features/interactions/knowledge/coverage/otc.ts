/**
 * The common over-the-counter active ingredients by use, with their brands, and the common combination products with
 * the active ingredients their Drug Facts labels list (DailyMed). A product counts only when it resolves to all of them.
 */
import type { ListedMedicine, ListedProduct } from './coverage-types.js';

export const OTC_INGREDIENTS: readonly ListedMedicine[] = [
  // Pain and fever
  { name: 'acetaminophen', brands: ['Tylenol'] },
  { name: 'ibuprofen', brands: ['Advil', 'Motrin IB'] },
  { name: 'naproxen', brands: ['Aleve'] },
  { name: 'aspirin', brands: ['Bayer', 'Ecotrin'] },
  // Cough and cold
  { name: 'dextromethorphan', brands: ['Delsym', 'Robitussin Cough'] },
  { name: 'guaifenesin', brands: ['Mucinex'] },
  { name: 'pseudoephedrine', brands: ['Sudafed'] },
  { name: 'phenylephrine', brands: ['Sudafed PE'] },
  { name: 'oxymetazoline', brands: ['Afrin'] },
  // Antihistamines and allergy
  { name: 'diphenhydramine', brands: ['Benadryl'] },
  { name: 'chlorpheniramine', brands: ['Chlor-Trimeton'] },
  { name: 'brompheniramine', brands: [] },
  { name: 'loratadine', brands: ['Claritin', 'Alavert'] },
  { name: 'cetirizine', brands: ['Zyrtec'] },
  { name: 'fexofenadine', brands: ['Allegra'] },
  { name: 'levocetirizine', brands: ['Xyzal'] },
  { name: 'fluticasone', brands: ['Flonase'] },
  { name: 'triamcinolone', brands: ['Nasacort'] },
  // Sleep aids and motion sickness
  { name: 'doxylamine', brands: ['Unisom SleepTabs'] },
  { name: 'dimenhydrinate', brands: ['Dramamine'] },
  { name: 'meclizine', brands: ['Bonine'] },
  // Antacids and acid reducers
  { name: 'calcium carbonate', brands: ['Tums'] },
  { name: 'omeprazole', brands: ['Prilosec OTC'] },
  { name: 'esomeprazole', brands: ['Nexium 24HR'] },
  { name: 'lansoprazole', brands: ['Prevacid 24HR'] },
  { name: 'famotidine', brands: ['Pepcid AC'] },
  { name: 'cimetidine', brands: ['Tagamet HB'] },
  { name: 'aluminum hydroxide', brands: ['AlternaGEL'] },
  { name: 'magnesium hydroxide', brands: ['Phillips Milk of Magnesia'] },
  // Anti-diarrhoeals and laxatives
  { name: 'loperamide', brands: ['Imodium'] },
  { name: 'bismuth subsalicylate', brands: ['Pepto-Bismol', 'Kaopectate'] },
  { name: 'polyethylene glycol 3350', brands: ['MiraLAX'] },
  { name: 'sennosides', brands: ['Senokot'] },
  { name: 'bisacodyl', brands: ['Dulcolax'] },
  { name: 'psyllium', brands: ['Metamucil'] },
  // Nicotine replacement
  { name: 'nicotine', brands: ['Nicorette', 'NicoDerm CQ'] },
];

export const OTC_PRODUCTS: readonly ListedProduct[] = [
  { name: 'DayQuil', ingredients: ['acetaminophen', 'dextromethorphan', 'phenylephrine'] },
  { name: 'NyQuil', ingredients: ['acetaminophen', 'dextromethorphan', 'doxylamine'] },
  { name: 'Tylenol PM', ingredients: ['acetaminophen', 'diphenhydramine'] },
  { name: 'Advil PM', ingredients: ['ibuprofen', 'diphenhydramine'] },
  { name: 'Aleve PM', ingredients: ['naproxen', 'diphenhydramine'] },
  { name: 'Excedrin', ingredients: ['acetaminophen', 'aspirin', 'caffeine'] },
  { name: 'Excedrin Migraine', ingredients: ['acetaminophen', 'aspirin', 'caffeine'] },
  { name: 'Mucinex DM', ingredients: ['guaifenesin', 'dextromethorphan'] },
  { name: 'Mucinex D', ingredients: ['guaifenesin', 'pseudoephedrine'] },
  { name: 'Robitussin DM', ingredients: ['dextromethorphan', 'guaifenesin'] },
  { name: 'Claritin-D', ingredients: ['loratadine', 'pseudoephedrine'] },
  { name: 'Zyrtec-D', ingredients: ['cetirizine', 'pseudoephedrine'] },
  { name: 'Allegra-D', ingredients: ['fexofenadine', 'pseudoephedrine'] },
  { name: 'Advil Cold & Sinus', ingredients: ['ibuprofen', 'pseudoephedrine'] },
  { name: 'Alka-Seltzer Plus Cold', ingredients: ['aspirin', 'chlorpheniramine', 'phenylephrine'] },
  { name: 'Theraflu Severe Cold', ingredients: ['acetaminophen', 'dextromethorphan', 'phenylephrine'] },
  { name: 'Coricidin HBP Cough & Cold', ingredients: ['dextromethorphan', 'chlorpheniramine'] },
  { name: 'Dimetapp Cold & Cough', ingredients: ['brompheniramine', 'dextromethorphan', 'phenylephrine'] },
  { name: 'Rolaids', ingredients: ['calcium carbonate', 'magnesium hydroxide'] },
  { name: 'Pepto-Bismol', ingredients: ['bismuth subsalicylate'] },
  { name: 'Imodium', ingredients: ['loperamide'] },
  { name: 'Tums', ingredients: ['calcium carbonate'] },
  { name: 'Nexium 24HR', ingredients: ['esomeprazole'] },
  { name: 'Prilosec OTC', ingredients: ['omeprazole'] },
  { name: 'Pepcid Complete', ingredients: ['famotidine', 'calcium carbonate', 'magnesium hydroxide'] },
  { name: 'Nicorette', ingredients: ['nicotine'] },
  { name: 'ZzzQuil', ingredients: ['diphenhydramine'] },
  { name: 'Unisom SleepGels', ingredients: ['diphenhydramine'] },
  { name: 'Benadryl', ingredients: ['diphenhydramine'] },
  { name: 'Midol Complete', ingredients: ['acetaminophen', 'caffeine', 'pyrilamine'] },
  { name: "Goody's Extra Strength", ingredients: ['acetaminophen', 'aspirin', 'caffeine'] },
];
