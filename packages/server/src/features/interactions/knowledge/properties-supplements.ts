/** Properties of supplements and herbs (NIH ODS, NCCIH, labels). Each claim cites the document that states it. */
import type { SubstanceClaims } from './claim-types.js';

export const SUPPLEMENTS_CLAIMS: SubstanceClaims = {};
