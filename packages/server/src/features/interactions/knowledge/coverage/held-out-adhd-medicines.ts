/**
 * The HELD-OUT list of ADHD and wake-promoting medicines: every FDA-approved molecule and every
 * US brand and release form, as a user types them, with the generics each must resolve to. Written from the FDA
 * labels (Drugs@FDA, DailyMed) before any substance was added for it; a name counts when its ingredient closure
 * includes every listed generic.
 */
import type { HeldOutAdhdName } from './held-out-types.js';

const AMPHETAMINE_SALTS = ['amphetamine', 'dextroamphetamine'];
const molecule = (typed: string, ...generics: string[]): HeldOutAdhdName => ({ typed, generics, kind: 'molecule' });
const brand = (typed: string, ...generics: string[]): HeldOutAdhdName => ({ typed, generics, kind: 'brand' });

export const HELD_OUT_ADHD_NAMES: readonly HeldOutAdhdName[] = [
  // Molecules, and the forms a pharmacy label prints.
  molecule('amphetamine', 'amphetamine'),
  molecule('amphetamine sulfate', 'amphetamine'),
  molecule('dextroamphetamine', 'dextroamphetamine'),
  molecule('dextroamphetamine sulfate', 'dextroamphetamine'),
  molecule('mixed amphetamine salts', ...AMPHETAMINE_SALTS),
  molecule('dextroamphetamine-amphetamine ER', ...AMPHETAMINE_SALTS),
  molecule('lisdexamfetamine', 'lisdexamfetamine'),
  molecule('lisdexamfetamine dimesylate', 'lisdexamfetamine'),
  molecule('methamphetamine', 'methamphetamine'),
  molecule('methylphenidate', 'methylphenidate'),
  molecule('methylphenidate ER', 'methylphenidate'),
  molecule('methylphenidate hydrochloride', 'methylphenidate'),
  molecule('dexmethylphenidate', 'dexmethylphenidate'),
  molecule('dexmethylphenidate XR', 'dexmethylphenidate'),
  molecule('serdexmethylphenidate', 'serdexmethylphenidate'),
  molecule('serdexmethylphenidate and dexmethylphenidate', 'serdexmethylphenidate', 'dexmethylphenidate'),
  molecule('atomoxetine', 'atomoxetine'),
  molecule('viloxazine', 'viloxazine'),
  molecule('guanfacine ER', 'guanfacine'),
  molecule('guanfacine extended-release', 'guanfacine'),
  molecule('clonidine ER', 'clonidine'),
  molecule('clonidine extended-release', 'clonidine'),
  molecule('modafinil', 'modafinil'),
  molecule('armodafinil', 'armodafinil'),
  molecule('solriamfetol', 'solriamfetol'),
  molecule('pitolisant', 'pitolisant'),
  // Amphetamines.
  brand('Adderall', ...AMPHETAMINE_SALTS),
  brand('Adderall XR', ...AMPHETAMINE_SALTS),
  brand('Adderall XR 20 mg', ...AMPHETAMINE_SALTS),
  brand('Mydayis', ...AMPHETAMINE_SALTS),
  brand('Evekeo', 'amphetamine'),
  brand('Evekeo ODT', 'amphetamine'),
  brand('Adzenys XR-ODT', 'amphetamine'),
  brand('Adzenys ER', 'amphetamine'),
  brand('Dyanavel XR', 'amphetamine'),
  brand('Zenzedi', 'dextroamphetamine'),
  brand('ProCentra', 'dextroamphetamine'),
  brand('Dexedrine', 'dextroamphetamine'),
  brand('Dexedrine Spansule', 'dextroamphetamine'),
  brand('Xelstrym', 'dextroamphetamine'),
  brand('Vyvanse', 'lisdexamfetamine'),
  brand('Vyvanse 30 mg', 'lisdexamfetamine'),
  brand('Vyvanse Chewable', 'lisdexamfetamine'),
  brand('Desoxyn', 'methamphetamine'),
  // Methylphenidate and dexmethylphenidate.
  brand('Ritalin', 'methylphenidate'),
  brand('Ritalin LA', 'methylphenidate'),
  brand('Concerta', 'methylphenidate'),
  brand('Concerta 36 mg', 'methylphenidate'),
  brand('Metadate CD', 'methylphenidate'),
  brand('Metadate ER', 'methylphenidate'),
  brand('Methylin', 'methylphenidate'),
  brand('Quillivant XR', 'methylphenidate'),
  brand('QuilliChew ER', 'methylphenidate'),
  brand('Cotempla XR-ODT', 'methylphenidate'),
  brand('Aptensio XR', 'methylphenidate'),
  brand('Adhansia XR', 'methylphenidate'),
  brand('Jornay PM', 'methylphenidate'),
  brand('Relexxii', 'methylphenidate'),
  brand('Daytrana', 'methylphenidate'),
  brand('Focalin', 'dexmethylphenidate'),
  brand('Focalin XR', 'dexmethylphenidate'),
  brand('Azstarys', 'serdexmethylphenidate', 'dexmethylphenidate'),
  // Non-stimulants.
  brand('Strattera', 'atomoxetine'),
  brand('Qelbree', 'viloxazine'),
  brand('Intuniv', 'guanfacine'),
  brand('Kapvay', 'clonidine'),
  brand('Onyda XR', 'clonidine'),
  // Wake-promoting medicines.
  brand('Provigil', 'modafinil'),
  brand('Nuvigil', 'armodafinil'),
  brand('Sunosi', 'solriamfetol'),
  brand('Wakix', 'pitolisant'),
];
