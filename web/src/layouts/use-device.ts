import { MOBILE_BREAKPOINT } from '@vets/contracts';
import { useEffect } from 'react';
import { useSettings } from '../stores/settings';

/** Under 1088 px the layout switches to mobile: the sidebar becomes a drawer. */
export function useDeviceTracking(): void {
  const setDevice = useSettings((s) => s.setDevice);
  useEffect(() => {
    const query = window.matchMedia(`(max-width: ${MOBILE_BREAKPOINT - 1}px)`);
    const apply = () => setDevice(query.matches ? 'mobile' : 'desktop');
    apply();
    query.addEventListener('change', apply);
    return () => query.removeEventListener('change', apply);
  }, [setDevice]);
}
