/** Every FDA-approved ADHD medicine not listed elsewhere (molecules, brands, release forms) and the wake-promoting agents. */
import type { ClassId } from './classes.js';
import type { Substance } from './types.js';

export const ADHD_SUBSTANCES = [] as const satisfies readonly Substance<ClassId>[];
