/**
 * The user's regional settings for every tab: the defaults until the profile has
 * loaded (or when it cannot load), then the saved ones.
 */
import { useQuery } from '@tanstack/react-query';
import { DEFAULT_REGIONAL_SETTINGS, type RegionalSettings } from '@wellness/contract';
import { profileQuery } from './resources/settings';

export function useRegionalSettings(): RegionalSettings {
  const profile = useQuery({ ...profileQuery(), select: (p) => p.preferences.regional });
  return profile.data ?? DEFAULT_REGIONAL_SETTINGS;
}

/** The profile's time zone, or null until the profile has loaded (or when it cannot load): the device's is used then. */
export function useProfileTimeZone(): string | null {
  const profile = useQuery({ ...profileQuery(), select: (p) => p.timezone });
  return profile.data ?? null;
}
