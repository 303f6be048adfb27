/** Properties every member of a class has (every SSRI is serotonergic); a member inherits them. Each claim cites its document. */
import type { ClassClaims } from './claim-types.js';

export const CLASS_CLAIMS: ClassClaims = {};
