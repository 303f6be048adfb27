/**
 * Heart, blood pressure and cholesterol medicines beyond those in substances-general-medicine.ts: statins, beta and
 * calcium channel blockers, diuretics, nitrates and the PDE5 inhibitors that must never meet them, and heart rhythm
 * medicines with their QT-interval classes.
 */
import { combination, single } from './substance-builders.js';

export const HEART_AND_CIRCULATION_SUBSTANCES = [
  // Cholesterol
  single('atorvastatin', 'Atorvastatin', 'rx', ['statin'], { brands: ['Lipitor'] }),
  single('rosuvastatin', 'Rosuvastatin', 'rx', ['statin'], { brands: ['Crestor', 'Ezallor'] }),
  single('pravastatin', 'Pravastatin', 'rx', ['statin'], { brands: ['Pravachol'] }),
  single('ezetimibe', 'Ezetimibe', 'rx', [], { brands: ['Zetia'] }),
  single('fenofibrate', 'Fenofibrate', 'rx', [], { brands: ['Tricor', 'Trilipix', 'Fenoglide'] }),
  single('gemfibrozil', 'Gemfibrozil', 'rx', [], { brands: ['Lopid'] }),

  // Blood pressure
  single('amlodipine', 'Amlodipine', 'rx', ['calcium_channel_blocker'], { brands: ['Norvasc', 'Katerzia'] }),
  combination('amlodipine_benazepril', 'Amlodipine and benazepril', 'rx', ['amlodipine', 'benazepril'], {
    synonyms: ['amlodipine benazepril', 'amlodipine and benazepril'],
    brands: ['Lotrel'],
  }),
  single('nifedipine', 'Nifedipine', 'rx', ['calcium_channel_blocker'], { brands: ['Procardia', 'Adalat'] }),
  single('diltiazem', 'Diltiazem', 'rx', ['calcium_channel_blocker'], { brands: ['Cardizem', 'Tiazac', 'Cartia'] }),
  single('verapamil', 'Verapamil', 'rx', ['calcium_channel_blocker'], { brands: ['Calan', 'Verelan', 'Isoptin'] }),
  single('metoprolol', 'Metoprolol', 'rx', ['beta_blocker'], {
    synonyms: ['metaprolol', 'metoprolol succinate', 'metoprolol tartrate'],
    brands: ['Lopressor', 'Toprol XL', 'Toprol'],
  }),
  single('carvedilol', 'Carvedilol', 'rx', ['beta_blocker'], { brands: ['Coreg'] }),
  single('bisoprolol', 'Bisoprolol', 'rx', ['beta_blocker'], { synonyms: ['bisoprolol fumarate'] }),
  single('atenolol', 'Atenolol', 'rx', ['beta_blocker'], { brands: ['Tenormin'] }),
  single('propranolol', 'Propranolol', 'rx', ['beta_blocker'], { brands: ['Inderal', 'InnoPran'] }),
  single('nebivolol', 'Nebivolol', 'rx', ['beta_blocker'], { brands: ['Bystolic'] }),
  single('labetalol', 'Labetalol', 'rx', ['beta_blocker'], { brands: ['Trandate'] }),
  single('timolol', 'Timolol', 'rx', ['beta_blocker'], { brands: ['Timoptic'] }),
  single('quinapril', 'Quinapril', 'rx', ['ace_inhibitor'], { brands: ['Accupril'] }),
  single('hydralazine', 'Hydralazine', 'rx', [], { brands: ['Apresoline'] }),
  single('clonidine', 'Clonidine', 'rx', ['adhd_nonstimulant', 'alpha2_agonist'], { brands: ['Catapres', 'Kapvay', 'Onyda'] }),
  single('doxazosin', 'Doxazosin', 'rx', [], { brands: ['Cardura'] }),
  single('terazosin', 'Terazosin', 'rx', [], { brands: ['Hytrin'] }),
  single('prazosin', 'Prazosin', 'rx', [], { brands: ['Minipress'] }),
  single('sacubitril', 'Sacubitril', 'rx', [], {}),
  combination('sacubitril_valsartan', 'Sacubitril and valsartan', 'rx', ['sacubitril', 'valsartan'], {
    synonyms: ['sacubitril valsartan', 'sacubitril and valsartan'],
    brands: ['Entresto'],
  }),
  combination('valsartan_hydrochlorothiazide', 'Valsartan and hydrochlorothiazide', 'rx', ['valsartan', 'hydrochlorothiazide'], {
    synonyms: ['valsartan hctz'],
    brands: ['Diovan HCT'],
  }),

  // Diuretics
  single('furosemide', 'Furosemide', 'rx', ['loop_diuretic'], { synonyms: ['frusemide'], brands: ['Lasix'] }),
  single('bumetanide', 'Bumetanide', 'rx', ['loop_diuretic'], { brands: ['Bumex'] }),
  single('torsemide', 'Torsemide', 'rx', ['loop_diuretic'], { brands: ['Demadex', 'Soaanz'] }),
  single('triamterene', 'Triamterene', 'rx', ['potassium_sparing_diuretic'], { brands: ['Dyrenium'] }),
  single('amiloride', 'Amiloride', 'rx', ['potassium_sparing_diuretic'], { brands: ['Midamor'] }),
  single('eplerenone', 'Eplerenone', 'rx', ['potassium_sparing_diuretic'], { brands: ['Inspra'] }),
  combination('triamterene_hydrochlorothiazide', 'Triamterene and hydrochlorothiazide', 'rx', ['triamterene', 'hydrochlorothiazide'], {
    synonyms: ['triamterene hctz', 'triamterene and hydrochlorothiazide'],
    brands: ['Maxzide', 'Dyazide'],
  }),

  // Angina (nitrates) and PDE5 inhibitors
  single('nitroglycerin', 'Nitroglycerin', 'rx', ['nitrate'], {
    synonyms: ['glyceryl trinitrate', 'nitroglycerine', 'ntg'],
    brands: ['Nitrostat', 'Nitro-Dur', 'Nitrolingual', 'Nitromist', 'Minitran'],
  }),
  single('isosorbide_mononitrate', 'Isosorbide mononitrate', 'rx', ['nitrate'], { synonyms: ['isosorbide mononitrate', 'ismn'], brands: ['Imdur', 'Monoket'] }),
  single('isosorbide_dinitrate', 'Isosorbide dinitrate', 'rx', ['nitrate'], { synonyms: ['isosorbide dinitrate'], brands: ['Isordil', 'Dilatrate'] }),
  single('sildenafil', 'Sildenafil', 'rx', ['pde5_inhibitor'], { brands: ['Viagra', 'Revatio'] }),
  single('tadalafil', 'Tadalafil', 'rx', ['pde5_inhibitor'], { brands: ['Cialis', 'Adcirca', 'Alyq'] }),
  single('vardenafil', 'Vardenafil', 'rx', ['pde5_inhibitor'], { brands: ['Levitra', 'Staxyn'] }),
  single('avanafil', 'Avanafil', 'rx', ['pde5_inhibitor'], { brands: ['Stendra'] }),

  // Heart rhythm
  single('amiodarone', 'Amiodarone', 'rx', ['antiarrhythmic', 'qt_high_risk'], { brands: ['Pacerone', 'Cordarone', 'Nexterone'] }),
  single('sotalol', 'Sotalol', 'rx', ['antiarrhythmic', 'beta_blocker', 'qt_high_risk'], { brands: ['Betapace', 'Sotylize'] }),
  single('dofetilide', 'Dofetilide', 'rx', ['antiarrhythmic', 'qt_contraindicated'], { brands: ['Tikosyn'] }),
  single('dronedarone', 'Dronedarone', 'rx', ['antiarrhythmic', 'qt_contraindicated'], { brands: ['Multaq'] }),
  single('quinidine', 'Quinidine', 'rx', ['antiarrhythmic', 'qt_high_risk'], {}),
  single('flecainide', 'Flecainide', 'rx', ['antiarrhythmic'], { brands: ['Tambocor'] }),
  single('digoxin', 'Digoxin', 'rx', [], { brands: ['Lanoxin', 'Digitek'] }),
] as const;
