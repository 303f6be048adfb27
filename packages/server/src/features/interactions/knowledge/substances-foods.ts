/**
 * Foods and drinks that rules name. They are matched only by their exact names, never found inside a longer product
 * name, because food words turn up in unrelated labels ("alcohol-free", "grapefruit seed extract").
 */
import type { ClassId } from './classes.js';
import type { Substance } from './types.js';

export const FOOD_SUBSTANCES = [
  {
    id: 'tyramine_rich_food',
    name: 'Tyramine-rich foods',
    kind: 'food',
    ingredients: ['tyramine_rich_food'],
    synonyms: ['tyramine', 'high tyramine foods'],
    brands: [],
    classes: [],
  },
  { id: 'grapefruit', name: 'Grapefruit', kind: 'food', ingredients: ['grapefruit'], synonyms: ['grapefruit juice'], brands: [], classes: [] },
  {
    id: 'alcohol',
    name: 'Alcohol',
    kind: 'food',
    ingredients: ['alcohol'],
    synonyms: ['ethanol', 'ethyl alcohol', 'alcoholic drinks', 'alcoholic beverages', 'liquor'],
    brands: [],
    classes: [],
  },
  { id: 'coffee', name: 'Coffee', kind: 'food', ingredients: ['coffee'], synonyms: ['espresso'], brands: [], classes: ['caffeine_source'] },
  {
    id: 'salt_substitute',
    name: 'Salt substitute',
    kind: 'food',
    ingredients: ['potassium'],
    synonyms: ['potassium salt', 'lite salt', 'low sodium salt'],
    brands: ['NoSalt', 'Nu-Salt', 'Morton Lite Salt'],
    classes: [],
  },
] as const satisfies readonly Substance<ClassId>[];
