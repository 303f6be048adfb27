/**
 * The held-out figures as measured (held-out-measure.ts), as a ratchet: held-out.test.ts fails when any figure drops
 * below its value here. When work raises a figure, raise it here in the same commit, and update
 * docs/interaction-coverage.md. The totals must match the lists exactly, so the held-out set cannot shrink unnoticed.
 */
import type { HeldOutFigures } from './held-out-measure.js';

/** The figures of a later held-out set (no ADHD names, no development comparison). */
export interface LaterSetFigures {
  readonly pairsTotal: number;
  readonly pairsExact: number;
  readonly pairsAtLeast: number;
  readonly duplicatesTotal: number;
  readonly duplicatesFlagged: number;
}

/**
 * Before the ADHD, mechanism and duplicate rules (7c690c0 plus the lists): pairs exact 90, duplicates 0, ADHD molecules
 * 20, brands 36. Then: after the mechanism rules, the ADHD medicines and supplements, and the duplicate rules were
 * merged: pairs exact 159, at least 160. Now: after the label contraindications (rules-label-contraindications.ts),
 * written once checked label documents for the 17 missed pairs were found; the misses were seen, so these 176 pairs are
 * no longer unseen (held-out-pairs-2.ts is the set written after them).
 */
export const HELD_OUT_BASELINE: HeldOutFigures = {
  pairsTotal: 176,
  pairsExact: 176,
  pairsAtLeast: 176,
  duplicatesTotal: 34,
  duplicatesFlagged: 34,
  adhdMoleculesTotal: 26,
  adhdMoleculesRecognised: 26,
  adhdBrandsTotal: 45,
  adhdBrandsRecognised: 45,
  developmentTotal: 79,
  developmentExact: 76,
};

/**
 * The second held-out set (held-out-pairs-2.ts), measured once it was committed and its pairs already in the
 * development lists or the first set were taken out (22 of 58): 26/32 pairs exact, 3/3 duplicates. Same ratchet.
 * Now 30/32: Paxlovid with colchicine, vitamin E with antiplatelets, NSAIDs with ARBs and modafinil with CYP2C19
 * substrates were closed from their documents after that.
 */
export const HELD_OUT_2_BASELINE: LaterSetFigures = {
  pairsTotal: 32,
  pairsExact: 30,
  pairsAtLeast: 30,
  duplicatesTotal: 3,
  duplicatesFlagged: 3,
};

/**
 * The third held-out set (held-out-pairs-3.ts), measured once it was committed (01e6836) and its 10 entries already
 * in an earlier list taken out: 33/34 pairs exact, 5/5 duplicates.
 */
export const HELD_OUT_3_BASELINE: LaterSetFigures = {
  pairsTotal: 34,
  pairsExact: 33,
  pairsAtLeast: 33,
  duplicatesTotal: 5,
  duplicatesFlagged: 5,
};

/**
 * The fourth held-out set (held-out-pairs-4.ts), measured before any rule was written against it (2c53808), with its
 * 28 entries already in an earlier list taken out: 119/164 pairs exact (73 %), 122/164 at least, 11/21 duplicates.
 * Now 140/164 exact, 143 at least, 17/21 duplicates: foods and drinks, Alka-Seltzer, Zegerid, Advil Dual Action and
 * "ginko" recognised; alcohol a CNS depressant; H2 blockers with B12; grapefruit with the medicines the FDA page
 * names; simvastatin with erythromycin; fluconazole with sulfonylureas; triazolam; five duplicate classes.
 */
export const HELD_OUT_4_BASELINE: LaterSetFigures = {
  pairsTotal: 164,
  pairsExact: 140,
  pairsAtLeast: 143,
  duplicatesTotal: 21,
  duplicatesFlagged: 17,
};

/** The negative controls (held-out-negatives-4.ts): how many stay at or below their ceiling. Same ratchet. */
export interface NegativeFigures {
  readonly negativesTotal: number;
  /** Flagged at most at the ceiling the documents allow (not flagged, for a null ceiling). */
  readonly negativesClean: number;
}

/** First measurement: 23/23 held at or below their ceiling, no false alarm. */
export const HELD_OUT_4_NEGATIVES_BASELINE: NegativeFigures = {
  negativesTotal: 23,
  negativesClean: 23,
};
