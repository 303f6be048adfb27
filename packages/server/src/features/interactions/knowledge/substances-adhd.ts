/**
 * Every FDA-approved ADHD medicine not listed elsewhere (substances-mental-health.ts holds the ADHD core and its
 * brands; methamphetamine, Desoxyn, is in substances-brain-and-nerves.ts) and the wake-promoting agents. Brands and release forms come from each product's label on DailyMed; a
 * release-form word (XR, ER, ODT, PM, "patch", "chewable") is dropped by normalize-name.ts, so "Desoxyn" is enough
 * to place "Desoxyn 5 mg tablet".
 */
import { combination, single } from './substance-builders.js';

export const ADHD_SUBSTANCES = [
  // A prodrug of dexmethylphenidate, sold only together with it (Azstarys label).
  single('serdexmethylphenidate', 'Serdexmethylphenidate', 'rx', ['methylphenidates'], {}),
  combination(
    'serdexmethylphenidate_dexmethylphenidate',
    'Serdexmethylphenidate and dexmethylphenidate',
    'rx',
    ['serdexmethylphenidate', 'dexmethylphenidate'],
    {
      synonyms: ['serdexmethylphenidate dexmethylphenidate', 'serdexmethylphenidate/dexmethylphenidate'],
      brands: ['Azstarys'],
    },
  ),

  // Wake-promoting agents (narcolepsy, sleep apnoea, shift work), often prescribed alongside or instead of ADHD medicines.
  single('modafinil', 'Modafinil', 'rx', ['wakefulness_promoting'], { brands: ['Provigil'] }),
  single('armodafinil', 'Armodafinil', 'rx', ['wakefulness_promoting'], { brands: ['Nuvigil'] }),
  single('solriamfetol', 'Solriamfetol', 'rx', ['wakefulness_promoting'], { brands: ['Sunosi'] }),
  // The Wakix label says to avoid other QT-prolonging medicines, which is what the qt_prolonging class means here.
  single('pitolisant', 'Pitolisant', 'rx', ['wakefulness_promoting', 'qt_high_risk'], { brands: ['Wakix'] }),
] as const;
