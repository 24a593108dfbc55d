import type { ReactNode, SVGProps } from 'react';

/**
 * The frame of every inline icon of the theme: no icon font, no request. Icons are decorative,
 * hidden from assistive technology; the control around one carries its accessible name.
 */
export const Icon = ({
  children,
  size = 20,
  strokeWidth = 2,
  ...props
}: Omit<SVGProps<SVGSVGElement>, 'width' | 'height'> & { size?: number; children: ReactNode }) => (
  <svg
    width={size}
    height={size}
    viewBox="0 0 24 24"
    fill="none"
    stroke="currentColor"
    strokeWidth={strokeWidth}
    strokeLinecap="round"
    strokeLinejoin="round"
    aria-hidden="true"
    focusable="false"
    {...props}
  >
    {children}
  </svg>
);

export const MenuIcon = () => (
  <Icon>
    <path d="M4 6h16M4 12h16M4 18h16" />
  </Icon>
);

export const CloseIcon = () => (
  <Icon>
    <path d="M6 6l12 12M18 6L6 18" />
  </Icon>
);

export const ChevronIcon = (props: { className?: string }) => (
  <Icon size={16} {...props}>
    <path d="M9 6l6 6-6 6" />
  </Icon>
);

export const ListIcon = () => (
  <Icon size={18}>
    <path d="M8 6h12M8 12h12M8 18h12M4 6h.01M4 12h.01M4 18h.01" />
  </Icon>
);

export const ExternalIcon = () => (
  <Icon size={12}>
    <path d="M7 17L17 7M9 7h8v8" />
  </Icon>
);
