/**
 * Over-the-counter cough, cold, allergy and sleep ingredients and the combination products people buy them in
 * (DayQuil, NyQuil, Tylenol PM, Mucinex DM, Claritin-D, …). Product brands name the product's usual formula; a
 * variant with other ingredients is recognised through its own ingredient list.
 */
import { combination, single } from './substance-builders.js';

export const OTC_COLD_ALLERGY_SLEEP_SUBSTANCES = [
  // Cough
  single('dextromethorphan', 'Dextromethorphan', 'otc', ['cough_suppressant'], {
    synonyms: ['dxm', 'dextromethorphan hbr', 'dextromethorphan hydrobromide', 'dextromethorphane'],
    brands: ['Delsym', 'Robitussin Cough', 'Robitussin Long-Acting CoughGels', 'Triaminic Long Acting Cough', 'Vicks Formula 44'],
  }),
  single('guaifenesin', 'Guaifenesin', 'otc', [], {
    synonyms: ['guaiphenesin', 'glyceryl guaiacolate'],
    brands: ['Mucinex', 'Robitussin', 'Robitussin Chest Congestion', 'Humibid'],
  }),
  single('benzonatate', 'Benzonatate', 'rx', ['cough_suppressant'], { brands: ['Tessalon', 'Tessalon Perles'] }),

  // Antihistamines
  single('diphenhydramine', 'Diphenhydramine', 'otc', ['antihistamine', 'sedating_antihistamine'], {
    synonyms: ['diphenhydramine citrate'],
    brands: ['Benadryl', 'ZzzQuil', 'Sominex', 'Nytol', 'Unisom SleepGels', 'Simply Sleep'],
  }),
  single('doxylamine', 'Doxylamine', 'otc', ['antihistamine', 'sedating_antihistamine'], { brands: ['Unisom', 'Unisom SleepTabs'] }),
  single('chlorpheniramine', 'Chlorpheniramine', 'otc', ['antihistamine', 'sedating_antihistamine'], {
    synonyms: ['chlorphenamine'],
    brands: ['Chlor-Trimeton', 'Aller-Chlor'],
  }),
  single('brompheniramine', 'Brompheniramine', 'otc', ['antihistamine', 'sedating_antihistamine'], { brands: [] }),
  single('pyrilamine', 'Pyrilamine', 'otc', ['antihistamine', 'sedating_antihistamine'], { synonyms: ['mepyramine'] }),
  single('dimenhydrinate', 'Dimenhydrinate', 'otc', ['antihistamine', 'sedating_antihistamine'], { brands: ['Dramamine'] }),
  single('meclizine', 'Meclizine', 'otc', ['antihistamine', 'sedating_antihistamine'], {
    synonyms: ['meclozine'],
    brands: ['Antivert', 'Bonine', 'Dramamine Less Drowsy'],
  }),
  single('hydroxyzine', 'Hydroxyzine', 'rx', ['antihistamine', 'sedating_antihistamine'], { brands: ['Atarax', 'Vistaril'] }),
  single('promethazine', 'Promethazine', 'rx', ['antihistamine', 'sedating_antihistamine', 'qt_prolonging'], { brands: ['Phenergan'] }),
  single('loratadine', 'Loratadine', 'otc', ['antihistamine'], { brands: ['Claritin', 'Alavert'] }),
  single('desloratadine', 'Desloratadine', 'rx', ['antihistamine'], { brands: ['Clarinex'] }),
  single('cetirizine', 'Cetirizine', 'otc', ['antihistamine'], { brands: ['Zyrtec'] }),
  single('levocetirizine', 'Levocetirizine', 'otc', ['antihistamine'], { brands: ['Xyzal'] }),
  single('fexofenadine', 'Fexofenadine', 'otc', ['antihistamine'], { brands: ['Allegra'] }),
  single('oxymetazoline', 'Oxymetazoline', 'otc', [], { brands: ['Afrin', 'Vicks Sinex'] }),

  // Combination products
  combination('dayquil', 'DayQuil Cold & Flu (acetaminophen, dextromethorphan, phenylephrine)', 'otc', ['acetaminophen', 'dextromethorphan', 'phenylephrine'], {
    brands: ['DayQuil', 'DayQuil Cold and Flu', 'Vicks DayQuil', 'Theraflu', 'Tylenol Cold', 'Tylenol Cold and Flu Severe'],
  }),
  combination('nyquil', 'NyQuil Cold & Flu (acetaminophen, dextromethorphan, doxylamine)', 'otc', ['acetaminophen', 'dextromethorphan', 'doxylamine'], {
    brands: ['NyQuil', 'NyQuil Cold and Flu', 'Vicks NyQuil'],
  }),
  combination('acetaminophen_diphenhydramine', 'Acetaminophen and diphenhydramine', 'otc', ['acetaminophen', 'diphenhydramine'], {
    brands: ['Tylenol PM', 'Excedrin PM', 'Goody’s PM'],
  }),
  combination('ibuprofen_diphenhydramine', 'Ibuprofen and diphenhydramine', 'otc', ['ibuprofen', 'diphenhydramine'], { brands: ['Advil PM', 'Motrin PM'] }),
  combination('naproxen_diphenhydramine', 'Naproxen and diphenhydramine', 'otc', ['naproxen', 'diphenhydramine'], { brands: ['Aleve PM'] }),
  combination('guaifenesin_dextromethorphan', 'Guaifenesin and dextromethorphan', 'otc', ['guaifenesin', 'dextromethorphan'], {
    brands: ['Mucinex DM', 'Robitussin DM', 'Robitussin Cough and Chest Congestion DM', 'Tussin DM'],
  }),
  combination('guaifenesin_pseudoephedrine', 'Guaifenesin and pseudoephedrine', 'otc', ['guaifenesin', 'pseudoephedrine'], { brands: ['Mucinex D'] }),
  combination('dextromethorphan_chlorpheniramine', 'Dextromethorphan and chlorpheniramine', 'otc', ['dextromethorphan', 'chlorpheniramine'], {
    brands: ['Coricidin HBP', 'Coricidin HBP Cough and Cold'],
  }),
  combination('loratadine_pseudoephedrine', 'Loratadine and pseudoephedrine', 'otc', ['loratadine', 'pseudoephedrine'], {
    brands: ['Claritin-D', 'Alavert D'],
  }),
  combination('cetirizine_pseudoephedrine', 'Cetirizine and pseudoephedrine', 'otc', ['cetirizine', 'pseudoephedrine'], { brands: ['Zyrtec-D'] }),
  combination('fexofenadine_pseudoephedrine', 'Fexofenadine and pseudoephedrine', 'otc', ['fexofenadine', 'pseudoephedrine'], { brands: ['Allegra-D'] }),
  combination('ibuprofen_pseudoephedrine', 'Ibuprofen and pseudoephedrine', 'otc', ['ibuprofen', 'pseudoephedrine'], { brands: ['Advil Cold and Sinus'] }),
  combination(
    'brompheniramine_dextromethorphan_phenylephrine',
    'Brompheniramine, dextromethorphan and phenylephrine',
    'otc',
    ['brompheniramine', 'dextromethorphan', 'phenylephrine'],
    {
      brands: ['Dimetapp', 'Dimetapp Cold and Cough'],
    },
  ),
  combination(
    'aspirin_chlorpheniramine_phenylephrine',
    'Aspirin, chlorpheniramine and phenylephrine',
    'otc',
    ['aspirin', 'chlorpheniramine', 'phenylephrine'],
    {
      brands: ['Alka-Seltzer Plus', 'Alka-Seltzer Plus Cold'],
    },
  ),
  combination('acetaminophen_caffeine_pyrilamine', 'Acetaminophen, caffeine and pyrilamine', 'otc', ['acetaminophen', 'caffeine', 'pyrilamine'], {
    brands: ['Midol', 'Midol Complete'],
  }),
  combination('aspirin_caffeine', 'Aspirin and caffeine', 'otc', ['aspirin', 'caffeine'], { brands: ['BC Original', 'Anacin'] }),
  // The original effervescent tablet: aspirin with sodium bicarbonate (and citric acid, which no rule names), so it is
  // both an aspirin and an alkaliniser; "Alka-Seltzer Plus" above is a different, cold-medicine formula.
  combination('aspirin_sodium_bicarbonate', 'Aspirin, sodium bicarbonate and citric acid', 'otc', ['aspirin', 'sodium_bicarbonate'], {
    brands: ['Alka-Seltzer', 'Alka-Seltzer Original', 'Alka-Seltzer Extra Strength'],
  }),
  combination('ibuprofen_acetaminophen', 'Ibuprofen and acetaminophen', 'otc', ['ibuprofen', 'acetaminophen'], { brands: ['Advil Dual Action'] }),
] as const;
