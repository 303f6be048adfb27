/**
 * More of the most prescribed medicines (ClinCalc Top 300, ranks 201-300) and their combination products. Classes are
 * given only where the medicine plainly belongs (a thiazide-like diuretic, an antipsychotic, a barbiturate sedative);
 * medicines whose labels warn of an interaction no rule holds yet (ranolazine, ubrogepant, colesevelam, …) are left out
 * on purpose and listed in coverage/known-gaps.ts, so they stay "not checked" rather than reading as safe.
 */
import { combination, single } from './substance-builders.js';

export const MORE_PRESCRIBED_SUBSTANCES = [
  // Blood pressure and cholesterol combinations
  single('metolazone', 'Metolazone', 'rx', ['thiazide_diuretic'], { brands: ['Zaroxolyn'] }),
  combination('olmesartan_hydrochlorothiazide', 'Olmesartan and hydrochlorothiazide', 'rx', ['olmesartan', 'hydrochlorothiazide'], {
    synonyms: ['olmesartan hydrochlorothiazide', 'olmesartan hctz'],
    brands: ['Benicar HCT'],
  }),
  combination('irbesartan_hydrochlorothiazide', 'Irbesartan and hydrochlorothiazide', 'rx', ['irbesartan', 'hydrochlorothiazide'], {
    synonyms: ['irbesartan hydrochlorothiazide', 'irbesartan hctz'],
    brands: ['Avalide'],
  }),
  combination('bisoprolol_hydrochlorothiazide', 'Bisoprolol and hydrochlorothiazide', 'rx', ['bisoprolol', 'hydrochlorothiazide'], {
    synonyms: ['bisoprolol hydrochlorothiazide', 'bisoprolol hctz'],
    brands: ['Ziac'],
  }),
  combination('atenolol_chlorthalidone', 'Atenolol and chlorthalidone', 'rx', ['atenolol', 'chlorthalidone'], {
    synonyms: ['atenolol chlorthalidone'],
    brands: ['Tenoretic'],
  }),
  combination('amlodipine_olmesartan', 'Amlodipine and olmesartan', 'rx', ['amlodipine', 'olmesartan'], {
    synonyms: ['amlodipine olmesartan'],
    brands: ['Azor'],
  }),
  combination('amlodipine_valsartan', 'Amlodipine and valsartan', 'rx', ['amlodipine', 'valsartan'], {
    synonyms: ['amlodipine valsartan'],
    brands: ['Exforge'],
  }),
  combination('amlodipine_atorvastatin', 'Amlodipine and atorvastatin', 'rx', ['amlodipine', 'atorvastatin'], {
    synonyms: ['amlodipine atorvastatin'],
    brands: ['Caduet'],
  }),
  combination('ezetimibe_simvastatin', 'Ezetimibe and simvastatin', 'rx', ['ezetimibe', 'simvastatin'], {
    synonyms: ['ezetimibe simvastatin'],
    brands: ['Vytorin'],
  }),

  // Diabetes combinations
  combination('glyburide_metformin', 'Glyburide and metformin', 'rx', ['glyburide', 'metformin'], {
    synonyms: ['glyburide metformin'],
    brands: ['Glucovance'],
  }),
  combination('empagliflozin_metformin', 'Empagliflozin and metformin', 'rx', ['empagliflozin', 'metformin'], {
    synonyms: ['empagliflozin metformin'],
    brands: ['Synjardy'],
  }),

  // Breathing and allergy
  single('beclomethasone', 'Beclomethasone', 'rx', ['corticosteroid'], { brands: ['Qvar'] }),
  single('umeclidinium', 'Umeclidinium', 'rx', [], { brands: ['Incruse Ellipta'] }),
  combination('umeclidinium_vilanterol', 'Umeclidinium and vilanterol', 'rx', ['umeclidinium', 'vilanterol'], {
    synonyms: ['umeclidinium vilanterol'],
    brands: ['Anoro Ellipta'],
  }),
  combination('fluticasone_umeclidinium_vilanterol', 'Fluticasone, umeclidinium and vilanterol', 'rx', ['fluticasone', 'umeclidinium', 'vilanterol'], {
    synonyms: ['fluticasone umeclidinium vilanterol'],
    brands: ['Trelegy Ellipta'],
  }),
  single('azelastine', 'Azelastine', 'rx', ['antihistamine'], { brands: ['Astelin', 'Astepro'] }),
  single('olopatadine', 'Olopatadine', 'otc', ['antihistamine'], { brands: ['Pataday', 'Patanol'] }),

  // Pain and headache
  single('butalbital', 'Butalbital', 'rx', ['sedative'], {}),
  combination('butalbital_acetaminophen_caffeine', 'Butalbital, acetaminophen and caffeine', 'rx', ['butalbital', 'acetaminophen', 'caffeine'], {
    synonyms: ['butalbital acetaminophen caffeine', 'butalbital apap caffeine'],
    brands: ['Fioricet'],
  }),

  // Brain and nerves
  single('prochlorperazine', 'Prochlorperazine', 'rx', ['antipsychotic'], { brands: ['Compazine'] }),
  single('cariprazine', 'Cariprazine', 'rx', ['antipsychotic'], { brands: ['Vraylar'] }),
  single('brexpiprazole', 'Brexpiprazole', 'rx', ['antipsychotic'], { brands: ['Rexulti'] }),
  single('zonisamide', 'Zonisamide', 'rx', ['anticonvulsant'], { brands: ['Zonegran'] }),
  single('lacosamide', 'Lacosamide', 'rx', ['anticonvulsant'], { brands: ['Vimpat'] }),
  single('benztropine', 'Benztropine', 'rx', [], { brands: ['Cogentin'] }),
  single('rivastigmine', 'Rivastigmine', 'rx', [], { brands: ['Exelon'] }),
  single('amantadine', 'Amantadine', 'rx', [], { brands: ['Gocovri', 'Osmolex ER'] }),
  single('scopolamine', 'Scopolamine', 'rx', [], { brands: ['Transderm Scop'] }),
  single('varenicline', 'Varenicline', 'rx', [], { brands: ['Chantix'] }),

  // Immune system, skin and others
  single('adalimumab', 'Adalimumab', 'rx', [], { brands: ['Humira'] }),
  single('etanercept', 'Etanercept', 'rx', [], { brands: ['Enbrel'] }),
  single('dupilumab', 'Dupilumab', 'rx', [], { brands: ['Dupixent'] }),
  single('denosumab', 'Denosumab', 'rx', [], { brands: ['Prolia'] }),
  single('hydroxyurea', 'Hydroxyurea', 'rx', [], { brands: ['Hydrea'] }),
  single('fluocinonide', 'Fluocinonide', 'rx', ['corticosteroid'], { brands: ['Lidex'] }),
  single('betamethasone', 'Betamethasone', 'rx', ['corticosteroid'], {
    synonyms: ['betamethasone dipropionate', 'betamethasone valerate'],
    brands: ['Diprolene'],
  }),
  single('lidocaine', 'Lidocaine', 'rx', [], { brands: ['Lidoderm'] }),
  single('permethrin', 'Permethrin', 'rx', [], { brands: ['Elimite', 'Nix'] }),
  single('adapalene', 'Adapalene', 'otc', [], { brands: ['Differin'] }),
  single('ivermectin', 'Ivermectin', 'rx', [], { brands: ['Stromectol'] }),
  single('phenazopyridine', 'Phenazopyridine', 'rx', [], { brands: ['Pyridium', 'Azo Urinary Pain Relief'] }),
  single('hyoscyamine', 'Hyoscyamine', 'rx', [], { brands: ['Levsin'] }),
  single('ursodiol', 'Ursodiol', 'rx', [], { synonyms: ['ursodeoxycholic acid'], brands: ['Actigall', 'Urso'] }),
  single('calcitriol', 'Calcitriol', 'rx', [], { brands: ['Rocaltrol'] }),
  single('dorzolamide', 'Dorzolamide', 'rx', [], { brands: ['Trusopt'] }),
  combination('dorzolamide_timolol', 'Dorzolamide and timolol', 'rx', ['dorzolamide', 'timolol'], {
    synonyms: ['dorzolamide timolol'],
    brands: ['Cosopt'],
  }),
] as const;
