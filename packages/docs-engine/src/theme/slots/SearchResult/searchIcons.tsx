import type { ReactNode } from 'react';
import { Icon as BaseIcon } from '../../icons.tsx';
import type { SearchHit } from '../../../shared/types.ts';

/** Icons of the search UI, 18 px unless told otherwise, a little lighter than the header's. */
const Icon = ({ children, size = 18 }: { children: ReactNode; size?: number }) => (
  <BaseIcon size={size} strokeWidth={1.8}>
    {children}
  </BaseIcon>
);

export const SearchIcon = ({ size }: { size?: number }) => (
  <Icon size={size}>
    <circle cx="11" cy="11" r="7" />
    <path d="M20 20l-3.5-3.5" />
  </Icon>
);

export const InboxIcon = () => (
  <Icon size={32}>
    <path d="M3 13l2.5-7.5A2 2 0 0 1 7.4 4h9.2a2 2 0 0 1 1.9 1.5L21 13v5a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2v-5z" />
    <path d="M3 13h5l1.5 2.5h5L16 13h5" />
  </Icon>
);

const PageIcon = () => (
  <Icon>
    <path d="M14 3H7a2 2 0 0 0-2 2v14a2 2 0 0 0 2 2h10a2 2 0 0 0 2-2V8z" />
    <path d="M14 3v5h5" />
  </Icon>
);

const TitleIcon = () => (
  <Icon>
    <path d="M5 9h14M5 15h14M10 4L8 20M16 4l-2 16" />
  </Icon>
);

const ContentIcon = () => (
  <Icon>
    <path d="M4 6h16M4 10h16M4 14h10M4 18h13" />
  </Icon>
);

const DemoIcon = () => (
  <Icon>
    <path d="M8 8l-4 4 4 4M16 8l4 4-4 4M13.5 5l-3 14" />
  </Icon>
);

export const HIT_ICONS: Record<SearchHit['type'], () => ReactNode> = {
  page: PageIcon,
  title: TitleIcon,
  content: ContentIcon,
  demo: DemoIcon,
};
