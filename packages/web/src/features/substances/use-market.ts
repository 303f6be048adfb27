/**
 * The market the form's regulatory section follows (part 2 §2.2: read-only in the form, from the user's
 * regional settings, Settings › Account & Data); US (part 2 §9) until the profile has loaded.
 */
import type { Market } from '@wellness/contract';
import { useRegionalSettings } from '@/lib/regional';

export function useMarket(): Market {
  return useRegionalSettings().market;
}
