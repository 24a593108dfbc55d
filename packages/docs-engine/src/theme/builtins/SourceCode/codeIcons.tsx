import type { ReactNode } from 'react';
import { Icon as BaseIcon } from '../../icons.tsx';

/** Icons of the code viewer and the demo box: 16 px unless told otherwise. */
const Icon = ({ size = 16, children }: { size?: number; children: ReactNode }) => (
  <BaseIcon size={size}>{children}</BaseIcon>
);

export const ResetIcon = () => (
  <Icon>
    <path d="M3 12a9 9 0 1 0 3-6.7L3 8" />
    <path d="M3 3v5h5" />
  </Icon>
);

export const CopyIcon = () => (
  <Icon>
    <rect x="9" y="9" width="12" height="12" rx="2" />
    <path d="M5 15H4a1 1 0 0 1-1-1V4a1 1 0 0 1 1-1h10a1 1 0 0 1 1 1v1" />
  </Icon>
);

export const CheckIcon = () => (
  <Icon>
    <path d="M5 12l5 5L20 7" />
  </Icon>
);

export const CodeIcon = () => (
  <Icon>
    <path d="M8 6l-6 6 6 6M16 6l6 6-6 6" />
  </Icon>
);

export const CodeOffIcon = () => (
  <Icon>
    <path d="M8 6l-6 6 6 6M16 6l6 6-6 6M14 4l-4 16" />
  </Icon>
);

export const ExternalPageIcon = () => (
  <Icon>
    <path d="M14 4h6v6M20 4l-9 9M18 14v5a1 1 0 0 1-1 1H5a1 1 0 0 1-1-1V7a1 1 0 0 1 1-1h5" />
  </Icon>
);

export const EditIcon = () => (
  <Icon size={14}>
    <path d="M4 20h4L19 9l-4-4L4 16v4zM13.5 6.5l4 4" />
  </Icon>
);

export const EditOffIcon = () => (
  <Icon size={14}>
    <path d="M4 20h4L19 9l-4-4L4 16v4zM3 3l18 18" />
  </Icon>
);

/** CodeSandbox's cube mark, drawn as a line icon. */
export const CodeSandboxIcon = () => (
  <Icon>
    <path d="M12 2l9 5v10l-9 5-9-5V7l9-5zM3 7l9 5 9-5M12 12v10" />
  </Icon>
);

/** StackBlitz's bolt. */
export const StackBlitzIcon = () => (
  <Icon>
    <path d="M13 2L4 14h7l-1 8 9-12h-7l1-8z" />
  </Icon>
);

/** Sketch's diamond. */
export const SketchIcon = () => (
  <Icon>
    <path d="M6 3h12l4 6-10 12L2 9l4-6zM2 9h20M12 21L8 9l4-6 4 6-4 12" />
  </Icon>
);

/** CodePen's hexagon-in-cube mark. */
export const CodePenIcon = () => (
  <Icon>
    <path d="M12 2l10 6.5v7L12 22 2 15.5v-7L12 2zM12 22v-6.5M22 8.5l-10 7-10-7M2 15.5l10-7 10 7M12 2v6.5" />
  </Icon>
);

export const ChevronDownIcon = () => (
  <Icon size={14}>
    <path d="M6 9l6 6 6-6" />
  </Icon>
);
