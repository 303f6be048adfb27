/**
 * Opioids, muscle relaxants, gabapentinoids, migraine ergots and further pain relievers. Opioids and the other
 * central nervous system depressants carry the classes the opioid boxed-warning rule needs.
 */
import { combination, single } from './substance-builders.js';

export const PAIN_AND_SEDATION_SUBSTANCES = [
  // Opioids
  single('oxycodone', 'Oxycodone', 'rx', ['opioid'], { brands: ['OxyContin', 'Roxicodone', 'Oxaydo', 'Xtampza'] }),
  single('hydrocodone', 'Hydrocodone', 'rx', ['opioid'], { brands: ['Hysingla', 'Zohydro'] }),
  single('morphine', 'Morphine', 'rx', ['opioid'], { brands: ['MS Contin', 'Kadian'] }),
  single('hydromorphone', 'Hydromorphone', 'rx', ['opioid'], { brands: ['Dilaudid', 'Exalgo'] }),
  single('oxymorphone', 'Oxymorphone', 'rx', ['opioid'], { brands: ['Opana'] }),
  single('fentanyl', 'Fentanyl', 'rx', ['opioid', 'serotonergic'], { brands: ['Duragesic', 'Actiq'] }),
  single('methadone', 'Methadone', 'rx', ['opioid', 'serotonergic', 'qt_high_risk'], { brands: ['Dolophine', 'Methadose'] }),
  single('buprenorphine', 'Buprenorphine', 'rx', ['opioid'], { brands: ['Subutex', 'Butrans', 'Belbuca', 'Sublocade'] }),
  single('codeine', 'Codeine', 'rx', ['opioid'], {}),
  single('tapentadol', 'Tapentadol', 'rx', ['opioid', 'serotonergic'], { brands: ['Nucynta'] }),
  combination('hydrocodone_acetaminophen', 'Hydrocodone and acetaminophen', 'rx', ['hydrocodone', 'acetaminophen'], {
    synonyms: ['hydrocodone apap', 'hydrocodone bitartrate and acetaminophen', 'hydrocodone and acetaminophen'],
    brands: ['Norco', 'Vicodin', 'Lortab', 'Lorcet'],
  }),
  combination('oxycodone_acetaminophen', 'Oxycodone and acetaminophen', 'rx', ['oxycodone', 'acetaminophen'], {
    synonyms: ['oxycodone apap', 'oxycodone and acetaminophen'],
    brands: ['Percocet', 'Endocet', 'Roxicet'],
  }),
  combination('acetaminophen_codeine', 'Acetaminophen and codeine', 'rx', ['acetaminophen', 'codeine'], {
    synonyms: ['acetaminophen with codeine'],
    brands: ['Tylenol with Codeine', 'Tylenol #3'],
  }),
  combination('buprenorphine_naloxone', 'Buprenorphine and naloxone', 'rx', ['buprenorphine', 'naloxone'], {
    synonyms: ['buprenorphine naloxone', 'buprenorphine and naloxone'],
    brands: ['Suboxone', 'Zubsolv'],
  }),
  single('naloxone', 'Naloxone', 'otc', [], { brands: ['Narcan', 'Kloxxado'] }),
  single('naltrexone', 'Naltrexone', 'rx', [], { brands: ['Revia', 'Vivitrol'] }),

  // Nerve pain and muscle relaxants
  single('gabapentin', 'Gabapentin', 'rx', ['gabapentinoid'], { brands: ['Neurontin', 'Gralise', 'Horizant'] }),
  single('pregabalin', 'Pregabalin', 'rx', ['gabapentinoid'], { brands: ['Lyrica'] }),
  single('cyclobenzaprine', 'Cyclobenzaprine', 'rx', ['muscle_relaxant'], { brands: ['Flexeril', 'Amrix', 'Fexmid'] }),
  single('methocarbamol', 'Methocarbamol', 'rx', ['muscle_relaxant'], { brands: ['Robaxin'] }),
  single('carisoprodol', 'Carisoprodol', 'rx', ['muscle_relaxant'], { brands: ['Soma'] }),
  single('baclofen', 'Baclofen', 'rx', ['muscle_relaxant'], { brands: ['Lioresal', 'Ozobax', 'Lyvispah'] }),
  single('tizanidine', 'Tizanidine', 'rx', ['muscle_relaxant'], { brands: ['Zanaflex'] }),
  single('metaxalone', 'Metaxalone', 'rx', ['muscle_relaxant'], { brands: ['Skelaxin'] }),

  // Further NSAIDs and migraine medicines
  single('nabumetone', 'Nabumetone', 'rx', ['nsaid'], { brands: ['Relafen'] }),
  single('etodolac', 'Etodolac', 'rx', ['nsaid'], { brands: ['Lodine'] }),
  single('ketorolac', 'Ketorolac', 'rx', ['nsaid'], { brands: ['Toradol', 'Sprix'] }),
  single('indomethacin', 'Indomethacin', 'rx', ['nsaid'], { brands: ['Indocin', 'Tivorbex'] }),
  single('ergotamine', 'Ergotamine', 'rx', [], { brands: ['Ergomar', 'Cafergot'] }),
  single('dihydroergotamine', 'Dihydroergotamine', 'rx', [], { synonyms: ['dhe'], brands: ['D.H.E. 45', 'Migranal', 'Trudhesa'] }),
] as const;
