/**
 * The market the form's regulatory section follows (read-only in the form, from the user's
 * regional settings, Settings › Account & Data); US until the profile has loaded.
 */
import type { Market } from '@wellness/contract';
import { useRegionalSettings } from '@/lib/regional';

export function useMarket(): Market {
  return useRegionalSettings().market;
}
