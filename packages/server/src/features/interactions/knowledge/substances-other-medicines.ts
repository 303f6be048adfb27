/**
 * The rest of the most prescribed medicines: diabetes, breathing, steroids, hormones, bladder and prostate, gout,
 * immune-system and cancer medicines, stomach and eye medicines, and the vitamins prescribed as medicines. Many
 * have no rule yet; recognising them still matters, because an item the checker knows is reported as checked,
 * while an unknown one is listed as not checked.
 */
import { combination, single } from './substance-builders.js';

export const OTHER_MEDICINE_SUBSTANCES = [
  // Diabetes
  single('sitagliptin', 'Sitagliptin', 'rx', ['dpp4_inhibitor'], { brands: ['Januvia', 'Zituvio'] }),
  single('linagliptin', 'Linagliptin', 'rx', ['dpp4_inhibitor'], { brands: ['Tradjenta'] }),
  combination('sitagliptin_metformin', 'Sitagliptin and metformin', 'rx', ['sitagliptin', 'metformin'], {
    synonyms: ['sitagliptin metformin', 'sitagliptin and metformin'],
    brands: ['Janumet'],
  }),
  single('empagliflozin', 'Empagliflozin', 'rx', ['sglt2_inhibitor'], { brands: ['Jardiance'] }),
  single('dapagliflozin', 'Dapagliflozin', 'rx', ['sglt2_inhibitor'], { brands: ['Farxiga'] }),
  single('canagliflozin', 'Canagliflozin', 'rx', ['sglt2_inhibitor'], { brands: ['Invokana'] }),
  single('semaglutide', 'Semaglutide', 'rx', ['glp1_agonist'], { brands: ['Ozempic', 'Rybelsus', 'Wegovy'] }),
  single('dulaglutide', 'Dulaglutide', 'rx', ['glp1_agonist'], { brands: ['Trulicity'] }),
  single('liraglutide', 'Liraglutide', 'rx', ['glp1_agonist'], { brands: ['Victoza', 'Saxenda'] }),
  single('tirzepatide', 'Tirzepatide', 'rx', ['glp1_agonist'], { brands: ['Mounjaro', 'Zepbound'] }),
  single('pioglitazone', 'Pioglitazone', 'rx', ['antidiabetic'], { brands: ['Actos'] }),

  // Breathing and allergy
  single('albuterol', 'Albuterol', 'rx', [], { synonyms: ['salbutamol'], brands: ['ProAir', 'Ventolin', 'Proventil', 'AccuNeb'] }),
  single('levalbuterol', 'Levalbuterol', 'rx', [], { brands: ['Xopenex'] }),
  single('montelukast', 'Montelukast', 'rx', [], { brands: ['Singulair'] }),
  single('fluticasone', 'Fluticasone', 'otc', ['corticosteroid'], {
    synonyms: ['fluticasone propionate', 'fluticasone furoate'],
    brands: ['Flonase', 'Flovent', 'Arnuity'],
  }),
  single('salmeterol', 'Salmeterol', 'rx', [], { brands: ['Serevent'] }),
  single('vilanterol', 'Vilanterol', 'rx', [], {}),
  single('formoterol', 'Formoterol', 'rx', [], { brands: ['Perforomist'] }),
  combination('fluticasone_salmeterol', 'Fluticasone and salmeterol', 'rx', ['fluticasone', 'salmeterol'], {
    synonyms: ['fluticasone salmeterol', 'fluticasone and salmeterol'],
    brands: ['Advair', 'Wixela', 'AirDuo'],
  }),
  combination('fluticasone_vilanterol', 'Fluticasone and vilanterol', 'rx', ['fluticasone', 'vilanterol'], {
    synonyms: ['fluticasone vilanterol'],
    brands: ['Breo', 'Breo Ellipta'],
  }),
  single('budesonide', 'Budesonide', 'rx', ['corticosteroid'], { brands: ['Pulmicort', 'Entocort', 'Uceris', 'Rhinocort'] }),
  combination('budesonide_formoterol', 'Budesonide and formoterol', 'rx', ['budesonide', 'formoterol'], {
    synonyms: ['budesonide formoterol', 'budesonide and formoterol'],
    brands: ['Symbicort', 'Breyna'],
  }),
  single('mometasone', 'Mometasone', 'rx', ['corticosteroid'], { brands: ['Nasonex', 'Asmanex', 'Elocon'] }),
  single('triamcinolone', 'Triamcinolone', 'rx', ['corticosteroid'], { brands: ['Kenalog', 'Nasacort'] }),
  single('tiotropium', 'Tiotropium', 'rx', [], { brands: ['Spiriva'] }),
  single('ipratropium', 'Ipratropium', 'rx', [], { brands: ['Atrovent'] }),
  combination('ipratropium_albuterol', 'Ipratropium and albuterol', 'rx', ['ipratropium', 'albuterol'], {
    synonyms: ['ipratropium albuterol', 'albuterol and ipratropium', 'albuterol ipratropium'],
    brands: ['Combivent', 'Combivent Respimat', 'DuoNeb'],
  }),
  single('theophylline', 'Theophylline', 'rx', [], { synonyms: ['aminophylline'], brands: ['Theo-24', 'Uniphyl', 'Elixophyllin', 'Theochron'] }),

  // Steroids taken by mouth
  single('prednisone', 'Prednisone', 'rx', ['corticosteroid'], { brands: ['Deltasone', 'Rayos'] }),
  single('prednisolone', 'Prednisolone', 'rx', ['corticosteroid'], { brands: ['Orapred', 'Millipred', 'Pediapred'] }),
  single('methylprednisolone', 'Methylprednisolone', 'rx', ['corticosteroid'], { brands: ['Medrol', 'Solu-Medrol'] }),
  single('dexamethasone', 'Dexamethasone', 'rx', ['corticosteroid'], { brands: ['Decadron', 'Hemady'] }),
  single('clobetasol', 'Clobetasol', 'rx', ['corticosteroid'], { synonyms: ['clobetasol propionate'], brands: ['Temovate', 'Clobex', 'Olux'] }),
  single('tretinoin', 'Tretinoin', 'rx', [], { brands: ['Retin-A', 'Renova', 'Altreno'] }),
  single('hydrocortisone', 'Hydrocortisone', 'otc', ['corticosteroid'], { brands: ['Cortef', 'Cortaid'] }),

  // Hormones and thyroid
  single('estradiol', 'Estradiol', 'rx', [], { brands: ['Estrace', 'Vivelle-Dot', 'Climara', 'Vagifem'] }),
  single('conjugated_estrogens', 'Conjugated estrogens', 'rx', [], { synonyms: ['conjugated estrogens'], brands: ['Premarin'] }),
  single('progesterone', 'Progesterone', 'rx', [], { brands: ['Prometrium'] }),
  single('medroxyprogesterone', 'Medroxyprogesterone', 'rx', ['hormonal_contraceptive'], { brands: ['Provera', 'Depo-Provera', 'Depo-SubQ Provera'] }),
  single('testosterone', 'Testosterone', 'rx', [], { brands: ['AndroGel', 'Depo-Testosterone', 'Testim', 'Xyosted'] }),
  single('thyroid_desiccated', 'Thyroid (desiccated)', 'rx', ['thyroid_hormone'], {
    synonyms: ['thyroid', 'desiccated thyroid', 'thyroid tablets'],
    brands: ['Armour Thyroid', 'NP Thyroid', 'Nature-Throid'],
  }),
  single('liothyronine', 'Liothyronine', 'rx', ['thyroid_hormone'], { brands: ['Cytomel'] }),
  single('methimazole', 'Methimazole', 'rx', [], { brands: ['Tapazole'] }),
  single('raloxifene', 'Raloxifene', 'rx', [], { brands: ['Evista'] }),

  // Bladder and prostate
  single('tamsulosin', 'Tamsulosin', 'rx', [], { brands: ['Flomax'] }),
  single('alfuzosin', 'Alfuzosin', 'rx', ['qt_prolonging'], { brands: ['Uroxatral'] }),
  single('finasteride', 'Finasteride', 'rx', [], { brands: ['Proscar', 'Propecia'] }),
  single('dutasteride', 'Dutasteride', 'rx', [], { brands: ['Avodart'] }),
  single('oxybutynin', 'Oxybutynin', 'rx', [], { brands: ['Ditropan', 'Oxytrol'] }),
  single('solifenacin', 'Solifenacin', 'rx', [], { brands: ['Vesicare'] }),
  single('tolterodine', 'Tolterodine', 'rx', [], { brands: ['Detrol'] }),
  single('mirabegron', 'Mirabegron', 'rx', [], { brands: ['Myrbetriq'] }),

  // Gout
  single('allopurinol', 'Allopurinol', 'rx', ['xanthine_oxidase_inhibitor'], { brands: ['Zyloprim', 'Aloprim'] }),
  single('febuxostat', 'Febuxostat', 'rx', ['xanthine_oxidase_inhibitor'], { brands: ['Uloric'] }),
  single('colchicine', 'Colchicine', 'rx', [], { brands: ['Colcrys', 'Mitigare', 'Gloperba'] }),

  // Immune system and cancer
  single('methotrexate', 'Methotrexate', 'rx', [], { brands: ['Trexall', 'Otrexup', 'Rasuvo', 'Xatmep', 'Jylamvo'] }),
  single('azathioprine', 'Azathioprine', 'rx', ['thiopurine'], { brands: ['Imuran', 'Azasan'] }),
  single('mercaptopurine', 'Mercaptopurine', 'rx', ['thiopurine'], { synonyms: ['6-mercaptopurine', '6-mp'], brands: ['Purixan', 'Purinethol'] }),
  single('mesalamine', 'Mesalamine', 'rx', [], { synonyms: ['mesalazine'], brands: ['Lialda', 'Asacol', 'Apriso', 'Pentasa', 'Delzicol'] }),
  single('sulfasalazine', 'Sulfasalazine', 'rx', [], { brands: ['Azulfidine'] }),
  single('leflunomide', 'Leflunomide', 'rx', [], { brands: ['Arava'] }),
  single('irinotecan', 'Irinotecan', 'rx', [], { brands: ['Camptosar', 'Onivyde'] }),
  single('tamoxifen', 'Tamoxifen', 'rx', [], { brands: ['Soltamox', 'Nolvadex'] }),
  single('anastrozole', 'Anastrozole', 'rx', [], { brands: ['Arimidex'] }),
  single('letrozole', 'Letrozole', 'rx', [], { brands: ['Femara'] }),

  // Stomach and nausea
  single('linaclotide', 'Linaclotide', 'rx', [], { brands: ['Linzess'] }),
  single('ondansetron', 'Ondansetron', 'rx', ['qt_prolonging'], { brands: ['Zofran', 'Zuplenz'] }),
  single('metoclopramide', 'Metoclopramide', 'rx', [], { brands: ['Reglan', 'Gimoti'] }),
  single('dicyclomine', 'Dicyclomine', 'rx', [], { synonyms: ['dicycloverine'], brands: ['Bentyl'] }),
  single('sucralfate', 'Sucralfate', 'rx', [], { brands: ['Carafate'] }),

  // Eyes
  single('latanoprost', 'Latanoprost', 'rx', [], { brands: ['Xalatan', 'Xelpros'] }),
  single('brimonidine', 'Brimonidine', 'rx', [], { brands: ['Alphagan', 'Lumify'] }),

  // Vitamins prescribed as medicines
  single('vitamin_d', 'Vitamin D', 'supplement', [], {
    synonyms: ['ergocalciferol', 'cholecalciferol', 'vitamin d2', 'vitamin d3', 'calciferol', 'vitamin d 50000'],
    brands: ['Drisdol'],
  }),
  single('folic_acid', 'Folic acid', 'supplement', [], {
    synonyms: ['folate', 'folacin', 'vitamin b9', 'methylfolate', 'l-methylfolate', 'levomefolate'],
    brands: ['Folvite'],
  }),
] as const;
