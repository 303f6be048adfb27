/** Enzyme and transporter roles (FDA Table of Substrates, Inhibitors and Inducers; labels) of existing substances. Each claim cites the document that states it. */
import type { SubstanceClaims } from './claim-types.js';

export const ENZYMES_CLAIMS: SubstanceClaims = {};
