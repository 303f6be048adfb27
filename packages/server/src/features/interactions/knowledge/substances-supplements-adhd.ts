/** Supplements and herbs people with ADHD commonly take (NIH ODS, NCCIH). */
import type { ClassId } from './classes.js';
import type { Substance } from './types.js';

export const ADHD_SUPPLEMENT_SUBSTANCES = [] as const satisfies readonly Substance<ClassId>[];
