/** Properties of the ADHD medicines and wake-promoting agents. Each claim cites the document that states it. */
import type { SubstanceClaims } from './claim-types.js';

export const ADHD_CLAIMS: SubstanceClaims = {};
