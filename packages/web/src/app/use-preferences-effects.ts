/**
 * What the signed-in shell does with the preferences: applies the appearance whenever it loads or
 * changes, and on landing at the app root (after sign-in, or a load of `/`) opens the chosen default tab. Other
 * navigation is never redirected. A failed load is only logged: the remembered appearance and Daily stay.
 */
import { useEffect, useRef, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { applyAppearance } from '../lib/appearance';
import { navigate } from '../lib/location';
import { preferencesQuery } from '../lib/resources/preferences';
import { pathForTab } from '../lib/tab-paths';

export function useAppliedAppearance(): void {
  const { data } = useQuery(preferencesQuery());
  const theme = data?.theme;
  const fontSize = data?.fontSize;
  const animationsEnabled = data?.animationsEnabled;
  const highContrast = data?.highContrast;
  useEffect(() => {
    if (theme === undefined || fontSize === undefined || animationsEnabled === undefined || highContrast === undefined) return;
    applyAppearance({ theme, fontSize, animationsEnabled, highContrast });
  }, [theme, fontSize, animationsEnabled, highContrast]);
}

/** True while the shell, landed at `/`, waits for the preferences to know which tab to open. */
export function useLandingTab(): boolean {
  // Decided once, when the shell mounts: only a landing at the root opens the default tab.
  const [landedAtRoot] = useState(() => window.location.pathname === '/');
  const landed = useRef(false);
  const { data, isPending } = useQuery(preferencesQuery());
  useEffect(() => {
    if (!landedAtRoot || landed.current || isPending) return;
    landed.current = true;
    if (data && data.defaultTab !== 'daily' && window.location.pathname === '/') navigate(pathForTab(data.defaultTab), { replace: true });
  }, [landedAtRoot, isPending, data]);
  return landedAtRoot && isPending;
}
