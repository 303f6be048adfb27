/**
 * Medicines for ADHD, depression, anxiety, sleep, migraine and mood, with their US brand names, as named by the
 * rules' sources. Brand → ingredient mappings come from the shared knowledge page's list and the products' labels.
 */
import type { ClassId } from './classes.js';
import type { Substance } from './types.js';

export const MENTAL_HEALTH_SUBSTANCES = [
  // ADHD stimulants and non-stimulants
  { id: 'amphetamine', name: 'Amphetamine', kind: 'rx', ingredients: ['amphetamine'], synonyms: ['amfetamine', 'amphetamine sulfate'], brands: ['Evekeo', 'Adzenys', 'Dyanavel'], classes: ['amphetamines'] },
  { id: 'dextroamphetamine', name: 'Dextroamphetamine', kind: 'rx', ingredients: ['dextroamphetamine'], synonyms: ['dexamfetamine', 'dexamphetamine', 'd-amphetamine'], brands: ['Dexedrine', 'Zenzedi', 'ProCentra'], classes: ['amphetamines'] },
  {
    id: 'mixed_amphetamine_salts',
    name: 'Mixed amphetamine salts',
    kind: 'rx',
    ingredients: ['amphetamine', 'dextroamphetamine'],
    synonyms: ['amphetamine salts', 'amphetamine mixed salts', 'dextroamphetamine-amphetamine', 'amphetamine-dextroamphetamine', 'dextroamphetamine and amphetamine'],
    brands: ['Adderall', 'Mydayis'],
    classes: [],
  },
  { id: 'lisdexamfetamine', name: 'Lisdexamfetamine', kind: 'rx', ingredients: ['lisdexamfetamine'], synonyms: ['lisdexamphetamine'], brands: ['Vyvanse', 'Elvanse'], classes: ['amphetamines'] },
  { id: 'methylphenidate', name: 'Methylphenidate', kind: 'rx', ingredients: ['methylphenidate'], synonyms: [], brands: ['Ritalin', 'Concerta', 'Metadate', 'Methylin', 'Daytrana', 'QuilliChew', 'Quillivant', 'Jornay', 'Aptensio', 'Cotempla'], classes: ['methylphenidates'] },
  { id: 'dexmethylphenidate', name: 'Dexmethylphenidate', kind: 'rx', ingredients: ['dexmethylphenidate'], synonyms: [], brands: ['Focalin'], classes: ['methylphenidates'] },
  { id: 'atomoxetine', name: 'Atomoxetine', kind: 'rx', ingredients: ['atomoxetine'], synonyms: [], brands: ['Strattera'], classes: ['adhd_nonstimulant'] },
  { id: 'viloxazine', name: 'Viloxazine', kind: 'rx', ingredients: ['viloxazine'], synonyms: [], brands: ['Qelbree'], classes: ['adhd_nonstimulant'] },
  { id: 'guanfacine', name: 'Guanfacine', kind: 'rx', ingredients: ['guanfacine'], synonyms: [], brands: ['Intuniv', 'Tenex'], classes: ['adhd_nonstimulant'] },

  // Antidepressants
  { id: 'sertraline', name: 'Sertraline', kind: 'rx', ingredients: ['sertraline'], synonyms: [], brands: ['Zoloft'], classes: ['ssri'] },
  { id: 'fluoxetine', name: 'Fluoxetine', kind: 'rx', ingredients: ['fluoxetine'], synonyms: [], brands: ['Prozac', 'Sarafem'], classes: ['ssri', 'strong_cyp2d6_inhibitor'] },
  { id: 'paroxetine', name: 'Paroxetine', kind: 'rx', ingredients: ['paroxetine'], synonyms: [], brands: ['Paxil', 'Pexeva'], classes: ['ssri', 'strong_cyp2d6_inhibitor'] },
  { id: 'citalopram', name: 'Citalopram', kind: 'rx', ingredients: ['citalopram'], synonyms: [], brands: ['Celexa'], classes: ['ssri', 'qt_prolonging'] },
  { id: 'escitalopram', name: 'Escitalopram', kind: 'rx', ingredients: ['escitalopram'], synonyms: [], brands: ['Lexapro'], classes: ['ssri', 'qt_prolonging'] },
  { id: 'fluvoxamine', name: 'Fluvoxamine', kind: 'rx', ingredients: ['fluvoxamine'], synonyms: [], brands: ['Luvox'], classes: ['ssri', 'strong_cyp1a2_inhibitor'] },
  { id: 'venlafaxine', name: 'Venlafaxine', kind: 'rx', ingredients: ['venlafaxine'], synonyms: [], brands: ['Effexor'], classes: ['snri'] },
  { id: 'desvenlafaxine', name: 'Desvenlafaxine', kind: 'rx', ingredients: ['desvenlafaxine'], synonyms: [], brands: ['Pristiq'], classes: ['snri'] },
  { id: 'duloxetine', name: 'Duloxetine', kind: 'rx', ingredients: ['duloxetine'], synonyms: [], brands: ['Cymbalta'], classes: ['snri'] },
  { id: 'amitriptyline', name: 'Amitriptyline', kind: 'rx', ingredients: ['amitriptyline'], synonyms: [], brands: ['Elavil'], classes: ['tca'] },
  { id: 'nortriptyline', name: 'Nortriptyline', kind: 'rx', ingredients: ['nortriptyline'], synonyms: [], brands: ['Pamelor'], classes: ['tca'] },
  { id: 'imipramine', name: 'Imipramine', kind: 'rx', ingredients: ['imipramine'], synonyms: [], brands: ['Tofranil'], classes: ['tca'] },
  { id: 'clomipramine', name: 'Clomipramine', kind: 'rx', ingredients: ['clomipramine'], synonyms: [], brands: ['Anafranil'], classes: ['tca'] },
  { id: 'doxepin', name: 'Doxepin', kind: 'rx', ingredients: ['doxepin'], synonyms: [], brands: ['Silenor'], classes: ['tca'] },
  { id: 'bupropion', name: 'Bupropion', kind: 'rx', ingredients: ['bupropion'], synonyms: [], brands: ['Wellbutrin', 'Zyban', 'Aplenzin', 'Forfivo'], classes: ['antidepressant', 'strong_cyp2d6_inhibitor'] },

  // MAO inhibitors: the psychiatric ones plus the non-psychiatric drugs that inhibit MAO (linezolid, methylene blue)
  { id: 'phenelzine', name: 'Phenelzine', kind: 'rx', ingredients: ['phenelzine'], synonyms: [], brands: ['Nardil'], classes: ['maoi', 'antidepressant'] },
  { id: 'tranylcypromine', name: 'Tranylcypromine', kind: 'rx', ingredients: ['tranylcypromine'], synonyms: [], brands: ['Parnate'], classes: ['maoi', 'antidepressant'] },
  { id: 'isocarboxazid', name: 'Isocarboxazid', kind: 'rx', ingredients: ['isocarboxazid'], synonyms: [], brands: ['Marplan'], classes: ['maoi', 'antidepressant'] },
  { id: 'selegiline', name: 'Selegiline', kind: 'rx', ingredients: ['selegiline'], synonyms: ['l-deprenyl'], brands: ['Emsam', 'Eldepryl', 'Zelapar'], classes: ['maoi'] },
  { id: 'linezolid', name: 'Linezolid', kind: 'rx', ingredients: ['linezolid'], synonyms: [], brands: ['Zyvox'], classes: ['maoi', 'antibiotic'] },
  { id: 'methylene_blue', name: 'Methylene blue', kind: 'rx', ingredients: ['methylene_blue'], synonyms: ['methylthioninium chloride'], brands: ['ProvayBlue'], classes: ['maoi'] },

  // Other serotonergic medicines named by the MAOI rule
  { id: 'sumatriptan', name: 'Sumatriptan', kind: 'rx', ingredients: ['sumatriptan'], synonyms: [], brands: ['Imitrex', 'Onzetra', 'Zembrace'], classes: ['triptan'] },
  { id: 'rizatriptan', name: 'Rizatriptan', kind: 'rx', ingredients: ['rizatriptan'], synonyms: [], brands: ['Maxalt'], classes: ['triptan'] },
  { id: 'zolmitriptan', name: 'Zolmitriptan', kind: 'rx', ingredients: ['zolmitriptan'], synonyms: [], brands: ['Zomig'], classes: ['triptan'] },
  { id: 'eletriptan', name: 'Eletriptan', kind: 'rx', ingredients: ['eletriptan'], synonyms: [], brands: ['Relpax'], classes: ['triptan'] },
  { id: 'naratriptan', name: 'Naratriptan', kind: 'rx', ingredients: ['naratriptan'], synonyms: [], brands: ['Amerge'], classes: ['triptan'] },
  { id: 'sumatriptan_naproxen', name: 'Sumatriptan and naproxen', kind: 'rx', ingredients: ['sumatriptan', 'naproxen'], synonyms: [], brands: ['Treximet'], classes: [] },
  { id: 'meperidine', name: 'Meperidine', kind: 'rx', ingredients: ['meperidine'], synonyms: ['pethidine'], brands: ['Demerol'], classes: ['serotonergic', 'opioid'] },
  { id: 'tramadol', name: 'Tramadol', kind: 'rx', ingredients: ['tramadol'], synonyms: [], brands: ['Ultram', 'ConZip'], classes: ['serotonergic', 'opioid'] },

  // Sedatives and sleep medicines
  { id: 'alprazolam', name: 'Alprazolam', kind: 'rx', ingredients: ['alprazolam'], synonyms: [], brands: ['Xanax'], classes: ['benzodiazepine'] },
  { id: 'lorazepam', name: 'Lorazepam', kind: 'rx', ingredients: ['lorazepam'], synonyms: [], brands: ['Ativan'], classes: ['benzodiazepine'] },
  { id: 'clonazepam', name: 'Clonazepam', kind: 'rx', ingredients: ['clonazepam'], synonyms: [], brands: ['Klonopin'], classes: ['benzodiazepine'] },
  { id: 'diazepam', name: 'Diazepam', kind: 'rx', ingredients: ['diazepam'], synonyms: [], brands: ['Valium'], classes: ['benzodiazepine'] },
  { id: 'temazepam', name: 'Temazepam', kind: 'rx', ingredients: ['temazepam'], synonyms: [], brands: ['Restoril'], classes: ['benzodiazepine'] },
  { id: 'zolpidem', name: 'Zolpidem', kind: 'rx', ingredients: ['zolpidem'], synonyms: [], brands: ['Ambien', 'Edluar', 'Intermezzo'], classes: ['sedative'] },

  // Mood stabiliser and seizure medicines named by the rules
  { id: 'lithium', name: 'Lithium', kind: 'rx', ingredients: ['lithium'], synonyms: [], brands: ['Lithobid'], classes: ['mood_stabilizer'] },
  { id: 'carbamazepine', name: 'Carbamazepine', kind: 'rx', ingredients: ['carbamazepine'], synonyms: [], brands: ['Tegretol', 'Carbatrol', 'Equetro', 'Epitol'], classes: ['anticonvulsant', 'mood_stabilizer', 'strong_cyp3a4_inducer'] },
  { id: 'phenytoin', name: 'Phenytoin', kind: 'rx', ingredients: ['phenytoin'], synonyms: [], brands: ['Dilantin', 'Phenytek'], classes: ['anticonvulsant', 'strong_cyp3a4_inducer'] },
  { id: 'phenobarbital', name: 'Phenobarbital', kind: 'rx', ingredients: ['phenobarbital'], synonyms: ['phenobarbitone'], brands: [], classes: ['anticonvulsant', 'strong_cyp3a4_inducer', 'cns_depressant'] },
] as const satisfies readonly Substance<ClassId>[];
