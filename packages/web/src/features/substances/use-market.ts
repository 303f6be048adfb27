/**
 * The market the form's regulatory section follows (part 2 §2.2: read-only in the form, from the user's
 * regional settings). Settings do not exist yet, so this is the default of part 2 §9, US. When the settings
 * profile lands, this hook reads `preferences.regional.market` from it and nothing else changes.
 */
import type { Market } from '@wellness/contract';

export const DEFAULT_MARKET: Market = 'US';

export function useMarket(): Market {
  return DEFAULT_MARKET;
}
