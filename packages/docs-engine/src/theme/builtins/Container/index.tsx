import type { ReactNode } from 'react';
import './Container.css';

export type ContainerType = 'info' | 'warning' | 'success' | 'error';

const LABELS: Record<ContainerType, string> = {
  info: 'Info',
  warning: 'Warning',
  success: 'Success',
  error: 'Error',
};

const ICONS: Record<ContainerType, ReactNode> = {
  info: <path d="M12 16v-4M12 8h.01" />,
  warning: <path d="M12 9v4M12 17h.01" />,
  success: <path d="M8 12l3 3 5-6" />,
  error: <path d="M15 9l-6 6M9 9l6 6" />,
};

/** The alert box of a `:::info` … `:::` container. */
export default function Container({
  type = 'info',
  title,
  children,
}: {
  type?: ContainerType;
  title?: string;
  children?: ReactNode;
}) {
  return (
    <div
      className="de-container"
      data-type={type}
      role={type === 'error' || type === 'warning' ? 'note' : undefined}
    >
      <p className="de-container-title">
        <svg
          width="18"
          height="18"
          viewBox="0 0 24 24"
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
          strokeLinecap="round"
          strokeLinejoin="round"
          aria-hidden="true"
        >
          <circle cx="12" cy="12" r="10" />
          {ICONS[type]}
        </svg>
        {title ?? LABELS[type]}
      </p>
      <div className="de-container-body">{children}</div>
    </div>
  );
}
