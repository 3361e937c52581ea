import { useLocalStorage } from '@mantine/hooks';
import { STORAGE_KEYS } from '../../platform/storage';

export type SidebarMode = 'default' | 'condensed';

/** The side menu's width choice, remembered per browser as the plain words the spec names. */
export function useSidebarMode(): [SidebarMode, () => void] {
  const [mode, setMode] = useLocalStorage<SidebarMode>({
    key: STORAGE_KEYS.sidebar,
    defaultValue: 'default',
    getInitialValueInEffect: false,
    serialize: (value) => value,
    deserialize: (value) => (value === 'condensed' ? 'condensed' : 'default'),
  });
  return [mode, () => setMode((current) => (current === 'condensed' ? 'default' : 'condensed'))];
}
