/** Effect properties (serotonergic, CNS depression, QT, bleeding, …) of existing substances. Each claim cites the document that states it. */
import type { SubstanceClaims } from './claim-types.js';

export const EFFECTS_CLAIMS: SubstanceClaims = {};
