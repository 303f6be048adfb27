/**
 * Further medicines for mental health, sleep, seizures, dementia and Parkinson's disease, beyond the ADHD,
 * antidepressant and MAOI core in substances-mental-health.ts: antipsychotics (with their QT classes), other
 * antidepressants, seizure medicines, sleep medicines and the weight-loss stimulant phentermine.
 */
import { combination, single } from './substance-builders.js';

export const BRAIN_AND_NERVES_SUBSTANCES = [
  // Other antidepressants and anxiety medicines
  single('trazodone', 'Trazodone', 'rx', ['antidepressant', 'serotonergic'], { brands: ['Desyrel', 'Oleptro'] }),
  single('mirtazapine', 'Mirtazapine', 'rx', ['antidepressant', 'serotonergic'], { brands: ['Remeron', 'RemeronSolTab'] }),
  single('vilazodone', 'Vilazodone', 'rx', ['ssri'], { brands: ['Viibryd'] }),
  single('vortioxetine', 'Vortioxetine', 'rx', ['antidepressant', 'serotonergic'], { brands: ['Trintellix'] }),
  single('buspirone', 'Buspirone', 'rx', ['serotonergic'], { brands: ['Buspar'] }),

  // Antipsychotics
  single('quetiapine', 'Quetiapine', 'rx', ['antipsychotic', 'qt_prolonging'], { brands: ['Seroquel'] }),
  single('aripiprazole', 'Aripiprazole', 'rx', ['antipsychotic'], { brands: ['Abilify', 'Aristada'] }),
  single('olanzapine', 'Olanzapine', 'rx', ['antipsychotic'], { brands: ['Zyprexa'] }),
  single('clozapine', 'Clozapine', 'rx', ['antipsychotic'], { brands: ['Clozaril', 'FazaClo', 'Versacloz'] }),
  single('risperidone', 'Risperidone', 'rx', ['antipsychotic', 'qt_prolonging'], { brands: ['Risperdal'] }),
  single('lurasidone', 'Lurasidone', 'rx', ['antipsychotic'], { brands: ['Latuda'] }),
  single('haloperidol', 'Haloperidol', 'rx', ['antipsychotic', 'qt_high_risk'], { brands: ['Haldol'] }),
  single('ziprasidone', 'Ziprasidone', 'rx', ['antipsychotic', 'qt_contraindicated'], { brands: ['Geodon'] }),
  single('pimozide', 'Pimozide', 'rx', ['antipsychotic', 'qt_contraindicated'], { brands: ['Orap'] }),
  single('thioridazine', 'Thioridazine', 'rx', ['antipsychotic', 'qt_contraindicated'], {}),

  // Seizures and mood
  single('lamotrigine', 'Lamotrigine', 'rx', ['anticonvulsant', 'mood_stabilizer'], { brands: ['Lamictal'] }),
  single('topiramate', 'Topiramate', 'rx', ['anticonvulsant'], { brands: ['Topamax', 'Trokendi', 'Qudexy'] }),
  single('levetiracetam', 'Levetiracetam', 'rx', ['anticonvulsant'], { brands: ['Keppra', 'Spritam'] }),
  single('oxcarbazepine', 'Oxcarbazepine', 'rx', ['anticonvulsant'], { brands: ['Trileptal', 'Oxtellar'] }),
  single('divalproex', 'Divalproex (valproate)', 'rx', ['anticonvulsant', 'mood_stabilizer'], {
    synonyms: ['valproate', 'valproic acid', 'divalproex sodium'],
    brands: ['Depakote', 'Depakene'],
  }),

  // Sleep
  single('ramelteon', 'Ramelteon', 'rx', [], { brands: ['Rozerem'] }),
  single('eszopiclone', 'Eszopiclone', 'rx', ['sedative'], { brands: ['Lunesta'] }),
  single('zaleplon', 'Zaleplon', 'rx', ['sedative'], { brands: ['Sonata'] }),
  single('suvorexant', 'Suvorexant', 'rx', ['sedative'], { brands: ['Belsomra'] }),

  // Dementia and Parkinson's disease
  single('donepezil', 'Donepezil', 'rx', ['qt_prolonging'], { brands: ['Aricept'] }),
  single('memantine', 'Memantine', 'rx', [], { brands: ['Namenda'] }),
  single('ropinirole', 'Ropinirole', 'rx', [], { brands: ['Requip'] }),
  single('pramipexole', 'Pramipexole', 'rx', [], { brands: ['Mirapex'] }),
  single('levodopa', 'Levodopa', 'rx', [], {}),
  single('carbidopa', 'Carbidopa', 'rx', [], { brands: ['Lodosyn'] }),
  combination('carbidopa_levodopa', 'Carbidopa and levodopa', 'rx', ['carbidopa', 'levodopa'], {
    synonyms: ['carbidopa levodopa', 'carbidopa and levodopa'],
    brands: ['Sinemet', 'Rytary'],
  }),
  single('rasagiline', 'Rasagiline', 'rx', ['maoi'], { brands: ['Azilect'] }),
  // Procarbazine, a cancer medicine, is an MAO inhibitor; the ONC list names it with the MAOIs.
  single('procarbazine', 'Procarbazine', 'rx', ['maoi'], { brands: ['Matulane'] }),

  // Weight loss stimulants (the ONC list counts them among the amphetamine derivatives)
  single('phentermine', 'Phentermine', 'rx', [], { brands: ['Adipex-P', 'Lomaira'] }),
  single('methamphetamine', 'Methamphetamine', 'rx', ['amphetamines'], { brands: ['Desoxyn'] }),
] as const;
