import { useId } from 'react';
import type { CSSProperties, HTMLAttributes, ReactNode, Ref } from 'react';

export interface DrawerPanelProps extends Omit<HTMLAttributes<HTMLDivElement>, 'title'> {
  prefixCls: string;
  modal: boolean;
  title?: ReactNode;
  style?: CSSProperties;
  panelRef: Ref<HTMLDivElement>;
}

/**
 * The dialog element. It carries both `-section` (1.x) and `-content` (7.x) so stylesheets written
 * for either generation apply.
 */
export function DrawerPanel({ prefixCls, modal, title, className, panelRef, children, ...rest }: DrawerPanelProps) {
  const titleId = useId();
  const named = title !== undefined && title !== null && title !== false;
  const labelledBy = rest['aria-labelledby'] ?? (named ? titleId : undefined);
  return (
    <div
      role="dialog"
      tabIndex={-1}
      aria-modal={modal || undefined}
      {...rest}
      aria-labelledby={labelledBy}
      className={[`${prefixCls}-section`, `${prefixCls}-content`, className].filter(Boolean).join(' ')}
      ref={panelRef}
    >
      {named && (
        <div id={titleId} className={`${prefixCls}-title`}>
          {title}
        </div>
      )}
      {children}
    </div>
  );
}
