/**
 * Every document the rules cite, defined once so a URL cannot drift between rules. All are public: US government
 * works (NIH ODS, NCCIH, FDA), FDA drug labels as published on DailyMed, and open-access journal articles.
 * Drug labels are cited by their DailyMed search page, which stays valid when a label's set id changes.
 */
import type { Source } from './types.js';

const dailyMedLabel = (drug: string, title: string): Source => ({
  name: `${title} (FDA drug label, DailyMed)`,
  url: `https://dailymed.nlm.nih.gov/dailymed/search.cfm?labeltype=all&query=${encodeURIComponent(drug)}`,
});

export const SOURCES = {
  oncHighPriorityList: {
    name: 'Phansalkar et al., High-priority drug–drug interactions for use in electronic health records (ONC list), JAMIA 2012',
    url: 'https://pmc.ncbi.nlm.nih.gov/articles/PMC3422823/',
  },
  ajhp2022: {
    name: 'Am J Health-Syst Pharm 2022, review of high-priority drug–drug interaction alerts (PMC9218784)',
    url: 'https://pmc.ncbi.nlm.nih.gov/articles/PMC9218784/',
  },
  tranylcypromineLabel: dailyMedLabel('tranylcypromine', 'Tranylcypromine (Parnate)'),
  sertralineLabel: dailyMedLabel('sertraline', 'Sertraline (Zoloft), an SSRI'),
  intunivLabel: dailyMedLabel('intuniv', 'Guanfacine extended-release (Intuniv)'),
  warfarinLabel: dailyMedLabel('warfarin', 'Warfarin (Coumadin)'),
  levothyroxineLabel: dailyMedLabel('levothyroxine', 'Levothyroxine (Synthroid)'),
  metforminLabel: dailyMedLabel('metformin', 'Metformin (Glucophage), boxed warning'),
  amphetamineLabel: dailyMedLabel('adderall', 'Mixed amphetamine salts (Adderall)'),
  stratteraLabel: dailyMedLabel('strattera', 'Atomoxetine (Strattera)'),
  plavixLabel: dailyMedLabel('plavix', 'Clopidogrel (Plavix)'),
  lithiumLabel: dailyMedLabel('lithium carbonate', 'Lithium carbonate'),
  nccihStJohnsWort: { name: "NCCIH: St. John's Wort", url: 'https://www.nccih.nih.gov/health/st-johns-wort' },
  nccihGinkgo: { name: 'NCCIH: Ginkgo', url: 'https://www.nccih.nih.gov/health/ginkgo' },
  nccihOmega3: {
    name: 'NCCIH: Omega-3 Supplements: In Depth',
    url: 'https://www.nccih.nih.gov/health/omega3-supplements-in-depth',
  },
  nccihAsianGinseng: { name: 'NCCIH: Asian Ginseng', url: 'https://www.nccih.nih.gov/health/asian-ginseng' },
  nccihKava: { name: 'NCCIH: Kava', url: 'https://www.nccih.nih.gov/health/kava' },
  nccihValerian: { name: 'NCCIH: Valerian', url: 'https://www.nccih.nih.gov/health/valerian' },
  odsVitaminK: {
    name: 'NIH Office of Dietary Supplements: Vitamin K fact sheet for health professionals',
    url: 'https://ods.od.nih.gov/factsheets/VitaminK-HealthProfessional/',
  },
  odsVitaminE: {
    name: 'NIH Office of Dietary Supplements: Vitamin E fact sheet for health professionals',
    url: 'https://ods.od.nih.gov/factsheets/VitaminE-HealthProfessional/',
  },
  odsCalcium: {
    name: 'NIH Office of Dietary Supplements: Calcium fact sheet for health professionals',
    url: 'https://ods.od.nih.gov/factsheets/Calcium-HealthProfessional/',
  },
  odsIron: {
    name: 'NIH Office of Dietary Supplements: Iron fact sheet for health professionals',
    url: 'https://ods.od.nih.gov/factsheets/Iron-HealthProfessional/',
  },
  odsMagnesium: {
    name: 'NIH Office of Dietary Supplements: Magnesium fact sheet for health professionals',
    url: 'https://ods.od.nih.gov/factsheets/Magnesium-HealthProfessional/',
  },
  odsZinc: {
    name: 'NIH Office of Dietary Supplements: Zinc fact sheet for health professionals',
    url: 'https://ods.od.nih.gov/factsheets/Zinc-HealthProfessional/',
  },
  odsVitaminB12: {
    name: 'NIH Office of Dietary Supplements: Vitamin B12 fact sheet for health professionals',
    url: 'https://ods.od.nih.gov/factsheets/VitaminB12-HealthProfessional/',
  },
  odsPotassium: {
    name: 'NIH Office of Dietary Supplements: Potassium fact sheet for health professionals',
    url: 'https://ods.od.nih.gov/factsheets/Potassium-HealthProfessional/',
  },
  fdaBiotin: {
    name: 'FDA Safety Communication: biotin may interfere with lab tests (2017, updated 2019)',
    url: 'https://www.fda.gov/medical-devices/safety-communications/update-fda-warns-biotin-may-interfere-lab-tests-fda-safety-communication',
  },
  fdaCaffeine: {
    name: 'FDA Consumer Update: Spilling the Beans: How Much Caffeine Is Too Much?',
    url: 'https://www.fda.gov/consumers/consumer-updates/spilling-beans-how-much-caffeine-too-much',
  },
  fdaGrapefruit: {
    name: "FDA Consumer Update: Grapefruit Juice and Some Drugs Don't Mix",
    url: 'https://www.fda.gov/consumers/consumer-updates/grapefruit-juice-and-some-drugs-dont-mix',
  },
} as const satisfies Record<string, Source>;
