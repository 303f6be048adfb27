/**
 * Antibiotics, antifungals and antivirals beyond the quinolones, tetracyclines and HIV medicines in
 * substances-general-medicine.ts, with the enzyme and QT classes the interaction rules use.
 */
import { combination, single } from './substance-builders.js';

export const INFECTION_SUBSTANCES = [
  // Antibiotics
  single('amoxicillin', 'Amoxicillin', 'rx', ['antibiotic'], { brands: ['Amoxil', 'Moxatag'] }),
  single('clavulanate', 'Clavulanate', 'rx', [], { synonyms: ['clavulanic acid', 'clavulanate potassium'] }),
  combination('amoxicillin_clavulanate', 'Amoxicillin and clavulanate', 'rx', ['amoxicillin', 'clavulanate'], {
    synonyms: ['amoxicillin clavulanate', 'amoxicillin and clavulanate', 'amoxicillin and clavulanate potassium', 'co-amoxiclav', 'amox clav'],
    brands: ['Augmentin'],
  }),
  single('mupirocin', 'Mupirocin', 'rx', ['antibiotic'], { brands: ['Bactroban', 'Centany'] }),
  single('nystatin', 'Nystatin', 'rx', [], { brands: ['Mycostatin', 'Nystop'] }),
  single('penicillin', 'Penicillin V', 'rx', ['antibiotic'], { synonyms: ['penicillin v', 'penicillin vk', 'penicillin v potassium'], brands: [] }),
  single('cephalexin', 'Cephalexin', 'rx', ['antibiotic'], { synonyms: ['cefalexin'], brands: ['Keflex'] }),
  single('cefdinir', 'Cefdinir', 'rx', ['antibiotic'], { brands: ['Omnicef'] }),
  single('cefuroxime', 'Cefuroxime', 'rx', ['antibiotic'], { brands: ['Ceftin'] }),
  single('azithromycin', 'Azithromycin', 'rx', ['macrolide', 'qt_prolonging'], { brands: ['Zithromax', 'Z-Pak', 'Zmax'] }),
  single('clarithromycin', 'Clarithromycin', 'rx', ['macrolide', 'strong_cyp3a4_inhibitor', 'qt_prolonging'], { brands: ['Biaxin'] }),
  single('erythromycin', 'Erythromycin', 'rx', ['macrolide', 'qt_prolonging'], { brands: ['Ery-Tab', 'EryPed', 'Erythrocin'] }),
  single('nitrofurantoin', 'Nitrofurantoin', 'rx', ['antibiotic'], { brands: ['Macrobid', 'Macrodantin'] }),
  single('metronidazole', 'Metronidazole', 'rx', ['antibiotic'], { brands: ['Flagyl'] }),
  single('clindamycin', 'Clindamycin', 'rx', ['antibiotic'], { brands: ['Cleocin'] }),
  single('sulfamethoxazole', 'Sulfamethoxazole', 'rx', ['antibiotic'], {}),
  single('trimethoprim', 'Trimethoprim', 'rx', ['antibiotic'], { brands: ['Primsol'] }),
  combination('sulfamethoxazole_trimethoprim', 'Sulfamethoxazole and trimethoprim', 'rx', ['sulfamethoxazole', 'trimethoprim'], {
    synonyms: ['sulfamethoxazole trimethoprim', 'sulfamethoxazole and trimethoprim', 'co-trimoxazole', 'cotrimoxazole', 'smx tmp', 'tmp smx'],
    brands: ['Bactrim', 'Bactrim DS', 'Septra'],
  }),
  single('rifampin', 'Rifampin', 'rx', ['antibiotic', 'strong_cyp3a4_inducer'], { synonyms: ['rifampicin'], brands: ['Rifadin'] }),

  // Antifungals
  single('fluconazole', 'Fluconazole', 'rx', ['azole_antifungal', 'qt_prolonging'], { brands: ['Diflucan'] }),
  single('itraconazole', 'Itraconazole', 'rx', ['azole_antifungal', 'strong_cyp3a4_inhibitor'], { brands: ['Sporanox', 'Tolsura'] }),
  single('ketoconazole', 'Ketoconazole', 'rx', ['azole_antifungal', 'strong_cyp3a4_inhibitor'], { brands: ['Nizoral'] }),
  single('voriconazole', 'Voriconazole', 'rx', ['azole_antifungal', 'strong_cyp3a4_inhibitor', 'qt_prolonging'], { brands: ['Vfend'] }),
  single('posaconazole', 'Posaconazole', 'rx', ['azole_antifungal', 'strong_cyp3a4_inhibitor', 'qt_prolonging'], { brands: ['Noxafil'] }),
  single('terbinafine', 'Terbinafine', 'otc', [], { brands: ['Lamisil'] }),
  single('clotrimazole', 'Clotrimazole', 'otc', [], { brands: ['Lotrimin', 'Mycelex'] }),

  // Antivirals
  single('valacyclovir', 'Valacyclovir', 'rx', [], { synonyms: ['valaciclovir'], brands: ['Valtrex'] }),
  single('acyclovir', 'Acyclovir', 'rx', [], { synonyms: ['aciclovir'], brands: ['Zovirax'] }),
  single('famciclovir', 'Famciclovir', 'rx', [], { brands: ['Famvir'] }),
  single('oseltamivir', 'Oseltamivir', 'rx', [], { brands: ['Tamiflu'] }),
  single('nirmatrelvir', 'Nirmatrelvir', 'rx', [], {}),
  combination('nirmatrelvir_ritonavir', 'Nirmatrelvir and ritonavir', 'rx', ['nirmatrelvir', 'ritonavir'], {
    synonyms: ['nirmatrelvir and ritonavir', 'nirmatrelvir ritonavir'],
    brands: ['Paxlovid'],
  }),
  single('cobicistat', 'Cobicistat', 'rx', ['strong_cyp3a4_inhibitor'], { brands: ['Tybost'] }),
  combination('lopinavir_ritonavir', 'Lopinavir and ritonavir', 'rx', ['ritonavir'], { synonyms: ['lopinavir ritonavir', 'lopinavir'], brands: ['Kaletra'] }),

  // Malaria and rheumatology
  single('hydroxychloroquine', 'Hydroxychloroquine', 'rx', ['qt_prolonging'], { brands: ['Plaquenil'] }),
  single('chloroquine', 'Chloroquine', 'rx', ['qt_high_risk'], {}),
] as const;
