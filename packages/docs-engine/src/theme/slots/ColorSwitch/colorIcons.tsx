import type { ReactNode } from 'react';
import { Icon as BaseIcon } from '../../icons.tsx';
import type { ColorPreference } from '../../../shared/types.ts';

const Icon = ({ children }: { children: ReactNode }) => (
  <BaseIcon strokeWidth={1.8}>{children}</BaseIcon>
);

const SunIcon = () => (
  <Icon>
    <circle cx="12" cy="12" r="4" />
    <path d="M12 2v2M12 20v2M4.9 4.9l1.4 1.4M17.7 17.7l1.4 1.4M2 12h2M20 12h2M4.9 19.1l1.4-1.4M17.7 6.3l1.4-1.4" />
  </Icon>
);

const MoonIcon = () => (
  <Icon>
    <path d="M20 14.5A8 8 0 0 1 9.5 4a8 8 0 1 0 10.5 10.5z" />
  </Icon>
);

/** Half light, half dark: the system decides. */
const AutoIcon = () => (
  <Icon>
    <circle cx="12" cy="12" r="8.5" />
    <path d="M12 3.5a8.5 8.5 0 0 1 0 17z" fill="currentColor" />
  </Icon>
);

export const COLOR_ICONS: Record<ColorPreference, () => ReactNode> = {
  light: SunIcon,
  dark: MoonIcon,
  auto: AutoIcon,
};
