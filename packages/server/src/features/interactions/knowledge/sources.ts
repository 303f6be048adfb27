/**
 * Every document the rules cite, defined once so a URL cannot drift between rules. All are public: US government
 * works (NIH ODS, NCCIH, FDA), FDA drug labels as published on DailyMed, and open-access journal articles.
 * A drug label is cited by its DailyMed page for one label's set id (the id stays the same across the label's
 * revisions); each set id here was tied to its drug by name in a stored DailyMed page, openFDA record or label
 * listing, never guessed. A DailyMed search page is never cited (sources-integrity.test.ts).
 */
import type { Source } from './types.js';

/** The DailyMed page of one drug label, by the label's set id. */
const dailyMedSetId = (setId: string, title: string): Source => ({
  name: `${title} (FDA drug label, DailyMed)`,
  url: `https://dailymed.nlm.nih.gov/dailymed/drugInfo.cfm?setid=${setId}`,
});

export const SOURCES = {
  fdaDdiTable: {
    name: 'FDA: Drug Development and Drug Interactions, Table of Substrates, Inhibitors and Inducers',
    url: 'https://www.fda.gov/drugs/drug-interactions-labeling/drug-development-and-drug-interactions-table-substrates-inhibitors-and-inducers',
  },
  fdaDdiExamples: {
    name: 'FDA: Examples of Drugs that Interact with CYP Enzymes and Transporter Systems (for healthcare professionals)',
    url: 'https://www.fda.gov/drugs/drug-interactions-labeling/healthcare-professionals-fdas-examples-drugs-interact-cyp-enzymes-and-transporter-systems',
  },
  oncHighPriorityList: {
    name: 'Phansalkar et al., High-priority drug–drug interactions for use in electronic health records (ONC list), JAMIA 2012',
    url: 'https://pmc.ncbi.nlm.nih.gov/articles/PMC3422823/',
  },
  oncHighPriorityPairs: {
    name: 'Phansalkar et al. 2012 (ONC list), Table 2: the interaction pairs accepted as critical, with their member drugs',
    url: 'https://pmc.ncbi.nlm.nih.gov/articles/PMC3422823/table/tbl2',
  },
  ajhp2022: {
    name: 'Am J Health-Syst Pharm 2022, review of high-priority drug–drug interaction alerts (PMC9218784)',
    url: 'https://pmc.ncbi.nlm.nih.gov/articles/PMC9218784/',
  },
  ajhp2022Pairs: {
    name: 'Am J Health-Syst Pharm 2022, Table 4: the 15 high-priority interaction pairs across drug interaction databases',
    url: 'https://pmc.ncbi.nlm.nih.gov/articles/PMC9218784/table/T4',
  },
  tranylcypromineLabel: dailyMedSetId('b72d8187-dfcc-4ea0-b5e9-c0be95b69a27', 'Tranylcypromine (Parnate)'),
  phenelzineLabel: dailyMedSetId('513a41d0-37d4-4355-8a6d-a2c643bce6fa', 'Phenelzine (Nardil)'),
  sertralineLabel: dailyMedSetId('fda754f6-d0f3-4dce-a17a-927d64f912f7', 'Sertraline (Zoloft), an SSRI'),
  dayquilLabel: dailyMedSetId('04c9ccda-64aa-0cd0-e063-6394a90a32bf', 'Vicks DayQuil Severe Cold & Flu (Drug Facts: do not use with an MAOI)'),
  oxycodoneLabel: dailyMedSetId('35030c55-47e6-44cb-9d96-0c3cd5d0c238', 'Oxycodone tablets, boxed warning on benzodiazepines and other CNS depressants'),
  alprazolamLabel: dailyMedSetId('c8990714-c2f5-4b0c-9f1c-91d77156d962', 'Alprazolam (Xanax XR), boxed warning on use with opioids'),
  vardenafilLabel: dailyMedSetId('d8a5cc4b-9d9d-43af-9ee4-57381aa6368a', 'Vardenafil tablets, a PDE5 inhibitor'),
  sildenafilLabel: dailyMedSetId('e4f41e9e-d508-4f91-8677-8a19b07139de', 'Sildenafil tablets, a PDE5 inhibitor'),
  qelbreeSetLabel: dailyMedSetId('aedf408d-0f84-418d-9416-7c39ddb0d29a', 'Qelbree (viloxazine extended-release capsules)'),
  simvastatinLabel: dailyMedSetId('7cbf645d-b1d3-413d-a4c3-c1818ed6dfd1', 'Simvastatin tablets'),
  clarithromycinLabel: dailyMedSetId('b98b02bb-2609-49a0-b29f-e5911aa0cbc1', 'Clarithromycin tablets'),
  colchicineLabel: dailyMedSetId('d6adc880-5499-4691-93f3-27c87902d5fc', 'Colchicine (Colcrys)'),
  tizanidineLabel: dailyMedSetId('60c27d35-7349-4fc6-86ad-70fffdbe3e08', 'Tizanidine (Zanaflex)'),
  theophyllineLabel: dailyMedSetId('abdfb9b9-9402-4761-9347-8eb1c4d86242', 'Theophylline extended-release tablets'),
  methotrexateLabel: dailyMedSetId('e942f8db-510f-44d6-acb5-b822196f5e8c', 'Methotrexate (Trexall)'),
  azathioprineLabel: dailyMedSetId('606101a0-6244-7eff-e053-2a91aa0acadd', 'Azathioprine (Imuran)'),
  intunivLabel: dailyMedSetId('1c492e87-3406-ddb8-aaf2-e609c2ded503', 'Guanfacine extended-release tablets (generic Intuniv)'),
  warfarinLabel: dailyMedSetId('19a69a72-ac5d-45d5-a94d-a5aaecbe4730', 'Warfarin (Jantoven)'),
  levothyroxineLabel: dailyMedSetId('bcf10012-8920-4737-92f5-7401ee0c5894', 'Levothyroxine sodium tablets (generic Synthroid)'),
  metforminLabel: dailyMedSetId('273d86b0-9d30-48c9-8918-c5e1ececa951', 'Metformin tablets (generic Glucophage), boxed warning'),
  amphetamineLabel: dailyMedSetId('a582d57f-d191-4ca5-b105-585b2d8a0e3e', 'Mixed amphetamine salts tablets (generic Adderall)'),
  stratteraLabel: dailyMedSetId('f98c3424-1c43-43e4-8bca-2e3430f50c63', 'Atomoxetine capsules (generic Strattera)'),
  plavixLabel: dailyMedSetId('4842be24-3919-48ae-9302-eb9d3d921224', 'Clopidogrel tablets (generic Plavix)'),
  combinedPillLabel: dailyMedSetId(
    '3108a9bc-3378-459d-8f6b-bd5eff2ad657',
    'Norethindrone acetate and ethinyl estradiol tablets (a combined birth control pill)',
  ),
  lithiumLabel: dailyMedSetId('c4973d87-d014-42f4-ba13-ae628ca1a451', 'Lithium carbonate'),
  citalopramLabel: dailyMedSetId('4259d9b1-de34-43a4-85a8-41dd214e9177', 'Citalopram (Celexa), 20 mg a day at most with CYP2C19 inhibitors'),
  paxlovidLabel: dailyMedSetId('8a99d6d6-fd9e-45bb-b1bf-48c7f761232a', 'Nirmatrelvir and ritonavir (Paxlovid), contraindicated medicines'),
  eliquisLabel: dailyMedSetId('e9481622-7cc6-418a-acb6-c5450daae9b0', 'Apixaban (Eliquis)'),
  xareltoLabel: dailyMedSetId('10db92f9-2300-4a80-836b-673e1ae91610', 'Rivaroxaban (Xarelto)'),
  eplerenoneLabel: dailyMedSetId('1a52bedc-8e2c-4116-a296-a87770676b4a', 'Eplerenone (Inspra), contraindicated with potassium supplements in hypertension'),
  amilorideLabel: dailyMedSetId('2b70cf0c-45be-428f-b396-5001ed4e30fc', 'Amiloride hydrochloride tablets, potassium supplements contraindicated'),
  entrestoLabel: dailyMedSetId('000dc81d-ab91-450c-8eae-8eb74e72296f', 'Sacubitril and valsartan (Entresto), contraindicated with ACE inhibitors'),
  lisinoprilLabel: dailyMedSetId('838c2d78-d2d8-4981-9ec9-e50ef9e1a5d8', 'Lisinopril (Zestril)'),
  bactrimLabel: dailyMedSetId('f59d0c04-9c66-4d53-a0e1-cb55570deb62', 'Sulfamethoxazole and trimethoprim (Bactrim), hyperkalemia'),
  thioridazineLabel: dailyMedSetId('e0bbe982-6434-468b-bd29-64ac57386fbe', 'Thioridazine hydrochloride tablets, boxed warning and contraindications'),
  tikosynLabel: dailyMedSetId('02438044-d6a3-49e9-a1ac-3aad21ef2c8c', 'Dofetilide (Tikosyn), contraindicated medicines'),
  clozapineLabel: dailyMedSetId('90876802-0e3a-44c9-9ff7-1754dfbe736a', 'Clozapine (Clozaril), dose with strong CYP1A2 inhibitors'),
  fluconazoleLabel: dailyMedSetId('f694c617-3383-416c-91b6-b94fda371204', 'Fluconazole (Diflucan)'),
  losartanLabel: dailyMedSetId('9949448f-c3b9-44ee-94ed-c1aca8c90f39', 'Losartan (Cozaar), NSAIDs and kidney function'),
  dyreniumLabel: dailyMedSetId('ebb177c0-d45d-4443-a85a-e76bd9931a42', 'Triamterene (Dyrenium), potassium supplements contraindicated'),
  norvirLabel: dailyMedSetId('2849298e-de6e-47bb-8194-56e075b33fc3', 'Ritonavir (Norvir), contraindicated medicines'),
  tylenolLabel: dailyMedSetId(
    '59773893-09a8-47a2-943a-e9ea9da4458a',
    'Tylenol Extra Strength, Drug Facts: liver warning; not with any other drug containing acetaminophen',
  ),
  ibuprofenOtcLabel: dailyMedSetId(
    '260f5862-d65d-4c34-bf53-26ca30806a67',
    'Ibuprofen tablets 200 mg, Drug Facts: stomach bleeding warning and the most to take in 24 hours',
  ),
  aleveLabel: dailyMedSetId(
    '6376e1b8-52c4-0519-e053-2a91aa0af35f',
    'Aleve (naproxen sodium 220 mg), Drug Facts: stomach bleeding warning and the most to take in 24 hours',
  ),
  sudafedLabel: dailyMedSetId('c05d7e27-6821-468f-b27d-9c0b02a07b0f', 'Sudafed Sinus Congestion (pseudoephedrine), Drug Facts'),
  prilosecOtcLabel: dailyMedSetId('35a79458-79f6-44d6-b74c-b4f4aaf0dde0', 'Prilosec OTC (omeprazole), Drug Facts: one tablet a day for 14 days'),
  clonidineLabel: dailyMedSetId('893a6cf5-d34e-4971-b132-3f5138e481ce', 'Clonidine hydrochloride tablets'),
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
  medlinePlusBupropion: { name: 'MedlinePlus: Bupropion (seizure risk)', url: 'https://medlineplus.gov/druginfo/meds/a695033.html' },
  medlinePlusTramadol: { name: 'MedlinePlus: Tramadol (seizure and serotonin syndrome risk)', url: 'https://medlineplus.gov/druginfo/meds/a695011.html' },
  tramadolLabels: dailyMedSetId('4a525cf7-2c0c-47c6-aed3-3a395a7120ec', 'Tramadol hydrochloride tablets (seizure and serotonin risk; activated by CYP2D6)'),
  hydrocodoneLabels: dailyMedSetId('b7d23ac2-e776-9f62-3290-c64c2d6eb353', 'Hydrocodone extended-release (Hysingla ER), boxed warning on CYP3A4 inhibitors'),
  methadoneLabels: dailyMedSetId('6da7501b-b881-4bc7-891a-74214a00a3ac', 'Methadone hydrochloride tablets, boxed warning on CYP450 interactions'),
  sucralfateLabels: dailyMedSetId('1eb38f64-4d5a-46e6-a030-057beece5e44', 'Sucralfate tablets (an aluminium salt; separate from quinolones and levothyroxine)'),
  codeineLabels: dailyMedSetId('010905f9-3bcb-4b50-9fe8-a3ad0010f14c', 'Codeine sulfate tablets (activated by CYP2D6)'),
  cyclobenzaprineLabels: dailyMedSetId(
    '575a31fb-04c5-4001-88a7-c33adbacc6a8',
    'Cyclobenzaprine hydrochloride tablets (serotonin syndrome; MAOIs contraindicated)',
  ),
  aripiprazoleLabels: dailyMedSetId('c040bd1d-45b7-49f2-93ea-aed7220b30ac', 'Aripiprazole (Abilify), half the dose with strong CYP2D6 inhibitors'),
  albuterolLabels: dailyMedSetId('adb8d669-b91c-46f1-8a86-19f504840eff', 'Albuterol inhaler (Ventolin HFA), caution with other sympathomimetics'),
  dextromethorphanLabels: dailyMedSetId('e3e1d126-76c2-4776-8ce0-449625b7e6ba', 'Dextromethorphan (Delsym), Drug Facts: do not use with an MAOI'),
  phentermineLabels: dailyMedSetId('3a3259ec-ded3-427f-843d-928d130de3da', 'Phentermine hydrochloride (a sympathomimetic amine)'),
  venlafaxineLabels: dailyMedSetId('53c3e7ac-1852-4d70-d2b6-4fca819acf26', 'Venlafaxine (Effexor XR), sustained rise in blood pressure'),
  diphenhydramineLabels: dailyMedSetId('224ba2a3-1a93-29c8-e063-6394a90a9bef', 'Diphenhydramine (Benadryl Allergy), Drug Facts: marked drowsiness'),
} as const satisfies Record<string, Source>;

/** Documents for the ADHD medicines, wake-promoting agents and the supplements people with ADHD take. */
export const ADHD_SOURCES = {
  fdaDdiTable: SOURCES.fdaDdiTable,
  amphetamineSulfateLabel: dailyMedSetId('f469fb38-0380-4621-9db3-a4f429126156', 'Amphetamine sulfate tablets (Evekeo)'),
  dextroamphetamineLabel: dailyMedSetId('d6394df5-f2c9-47eb-b57e-f3e9cfd94f84', 'Dextroamphetamine sulfate tablets (Zenzedi)'),
  lisdexamfetamineLabel: dailyMedSetId('704e4378-ca83-445c-8b45-3cfa51c1ecad', 'Lisdexamfetamine (Vyvanse)'),
  desoxynLabel: dailyMedSetId('f03a68d5-ed00-8a2d-af68-28be909ea85f', 'Methamphetamine (Desoxyn)'),
  methylphenidateLabel: dailyMedSetId('1a88218c-5b18-4220-8f56-526de1a276cd', 'Methylphenidate extended-release tablets (Concerta)'),
  dexmethylphenidateLabel: dailyMedSetId('7c552f11-e24a-4d9b-bb8d-be10c928eca8', 'Dexmethylphenidate (Focalin)'),
  azstarysLabel: dailyMedSetId('00b5e716-5564-4bbd-acaf-df2bc45a5663', 'Serdexmethylphenidate and dexmethylphenidate (Azstarys)'),
  qelbreeLabel: SOURCES.qelbreeSetLabel,
  clonidineErLabel: dailyMedSetId('4a15c850-9da5-4bdc-a34d-7f740a6149b7', 'Clonidine extended-release (Onyda XR)'),
  provigilLabel: dailyMedSetId('e16c26ad-7bc2-d155-3a5d-da83ad6492c8', 'Modafinil (Provigil)'),
  nuvigilLabel: dailyMedSetId('d878aed0-ddbf-8fa1-abf7-d3e480260845', 'Armodafinil (Nuvigil)'),
  sunosiLabel: dailyMedSetId('362f206b-73e7-4009-8c34-5a9df55679ab', 'Solriamfetol (Sunosi)'),
  wakixLabel: dailyMedSetId('8daa5562-824e-476c-9652-26ceef3d4b0e', 'Pitolisant (Wakix)'),
  epidiolexLabel: dailyMedSetId('8bf27097-4870-43fb-94f0-f3d0871d1eec', 'Cannabidiol oral solution (Epidiolex)'),
  odsOmega3: {
    name: 'NIH Office of Dietary Supplements: Omega-3 Fatty Acids fact sheet for health professionals',
    url: 'https://ods.od.nih.gov/factsheets/Omega3FattyAcids-HealthProfessional/',
  },
  odsAshwagandha: {
    name: 'NIH Office of Dietary Supplements: Ashwagandha fact sheet for health professionals',
    url: 'https://ods.od.nih.gov/factsheets/Ashwagandha-HealthProfessional/',
  },
  nccihSame: {
    name: 'NCCIH: S-Adenosyl-L-Methionine (SAMe): In Depth',
    url: 'https://www.nccih.nih.gov/health/sadenosyllmethionine-same-in-depth',
  },
  nccihGoldenseal: { name: 'NCCIH: Goldenseal', url: 'https://www.nccih.nih.gov/health/goldenseal' },
  nccihYohimbe: { name: 'NCCIH: Yohimbe', url: 'https://www.nccih.nih.gov/health/yohimbe' },
  nccihBitterOrange: { name: 'NCCIH: Bitter Orange', url: 'https://www.nccih.nih.gov/health/bitter-orange' },
  nccihCannabis: {
    name: 'NCCIH: Cannabis (Marijuana) and Cannabinoids: What You Need To Know',
    url: 'https://www.nccih.nih.gov/health/cannabis-marijuana-and-cannabinoids-what-you-need-to-know',
  },
} as const satisfies Record<string, Source>;
