import { useEffect } from 'react';
import { useSettings } from '../stores/settings';

/** Applies the interface settings every page shares: the primary colour and colour-weak mode. */
export function useThemeSettings(): void {
  const primaryColor = useSettings((s) => s.primaryColor);
  const colorWeak = useSettings((s) => s.colorWeak);

  useEffect(() => {
    document.body.classList.toggle('colorWeak', colorWeak);
  }, [colorWeak]);
  useEffect(() => {
    document.documentElement.style.setProperty('--app-primary', primaryColor);
  }, [primaryColor]);
}
