/**
 * What the held-out lists are written with: the addresses of their sources (a DailyMed label by set id, or a DailyMed
 * search where no set id was verified when the list was written; these are test data, never shown to users), and
 * one builder per pair of item types, so each line says what a user would give each side.
 */
import type { HeldOutPair } from './held-out-types.js';

/** A DailyMed search for the drug's label, where no single set id was verified. */
export const label = (drug: string): string => `https://dailymed.nlm.nih.gov/dailymed/search.cfm?labeltype=all&query=${encodeURIComponent(drug)}`;
/** One DailyMed label by set id (the ids verified in sources.ts). */
export const setId = (id: string): string => `https://dailymed.nlm.nih.gov/dailymed/drugInfo.cfm?setid=${id}`;
export const ods = (sheet: string): string => `https://ods.od.nih.gov/factsheets/${sheet}-HealthProfessional/`;
export const nccih = (page: string): string => `https://www.nccih.nih.gov/health/${page}`;

export const SERTRALINE = setId('fda754f6-d0f3-4dce-a17a-927d64f912f7');
export const PHENELZINE = setId('513a41d0-37d4-4355-8a6d-a2c643bce6fa');
export const TRANYLCYPROMINE = setId('b72d8187-dfcc-4ea0-b5e9-c0be95b69a27');
export const OXYCODONE = setId('35030c55-47e6-44cb-9d96-0c3cd5d0c238');
export const ALPRAZOLAM = setId('c8990714-c2f5-4b0c-9f1c-91d77156d962');
export const SIMVASTATIN = setId('7cbf645d-b1d3-413d-a4c3-c1818ed6dfd1');
export const INTUNIV = setId('1c492e87-3406-ddb8-aaf2-e609c2ded503');
export const WARFARIN = setId('19a69a72-ac5d-45d5-a94d-a5aaecbe4730');
export const LEVOTHYROXINE = setId('bcf10012-8920-4737-92f5-7401ee0c5894');
export const AMPHETAMINE = setId('a582d57f-d191-4ca5-b105-585b2d8a0e3e');
export const STRATTERA = setId('f98c3424-1c43-43e4-8bca-2e3430f50c63');
export const PLAVIX = setId('4842be24-3919-48ae-9302-eb9d3d921224');
export const LITHIUM = setId('c4973d87-d014-42f4-ba13-ae628ca1a451');

type Sides = Omit<HeldOutPair, 'aType' | 'bType'>;
export const RX = 'PRESCRIPTION' as const;
export const OTC = 'OTC_MEDICATION' as const;
export const SUPP = 'SUPPLEMENT' as const;
export const HERB = 'HERBAL' as const;
export const rxRx = (p: Sides): HeldOutPair => ({ ...p, aType: RX, bType: RX });
export const rxOtc = (p: Sides): HeldOutPair => ({ ...p, aType: RX, bType: OTC });
export const rxSupp = (p: Sides): HeldOutPair => ({ ...p, aType: RX, bType: SUPP });
export const rxHerb = (p: Sides): HeldOutPair => ({ ...p, aType: RX, bType: HERB });
export const otcOtc = (p: Sides): HeldOutPair => ({ ...p, aType: OTC, bType: OTC });
export const otcHerb = (p: Sides): HeldOutPair => ({ ...p, aType: OTC, bType: HERB });
export const otcSupp = (p: Sides): HeldOutPair => ({ ...p, aType: OTC, bType: SUPP });
/**
 * The inventory has no food type (SUBSTANCE_TYPES): a food or drink a user logs, or one named in a question, is
 * checked as a supplement (service.ts gives a food the SUPPLEMENT type), so a food side is written with that type.
 */
export const FOOD = SUPP;
export const rxFood = (p: Sides): HeldOutPair => ({ ...p, aType: RX, bType: FOOD });
export const foodHerb = (p: Sides): HeldOutPair => ({ ...p, aType: FOOD, bType: HERB });

/** FDA consumer pages the starter table cites for a kind of interaction. */
export const FDA_GRAPEFRUIT = 'https://www.fda.gov/consumers/consumer-updates/grapefruit-juice-and-some-drugs-dont-mix';
export const FDA_CAFFEINE = 'https://www.fda.gov/consumers/consumer-updates/spilling-beans-how-much-caffeine-too-much';
export const FDA_BIOTIN = 'https://www.fda.gov/medical-devices/safety-communications/update-fda-warns-biotin-may-interfere-lab-tests-fda-safety-communication';
