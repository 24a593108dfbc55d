import { useEffect } from 'react';
import { siteData, useText } from '../../../client/index.ts';
import ModalDialog from '../../components/ModalDialog.tsx';
import { usePageSidebar } from '../../components/usePageSidebar.ts';
import { CloseIcon } from '../../icons.tsx';
import ColorSwitch from '../ColorSwitch/index.tsx';
import LocaleSwitch from '../LocaleSwitch/index.tsx';
import Navbar from '../Navbar/index.tsx';
import Sidebar from '../Sidebar/index.tsx';
import './MobileMenu.css';

/** Where the header has no room for its navigation; matches Header.css. */
const NARROW_SCREEN = '(max-width: 860px)';

/**
 * The phone's navigation, opened by the header's Menu button: the top navigation, the language,
 * the colour mode with its name, and the pages of the current section. It opens under the header, whose
 * menu button it covers with its own close button, so the reader closes it where they opened it.
 */
export default function MobileMenu({ onClose }: { onClose(): void }) {
  const t = useText();
  const sidebar = usePageSidebar();

  // A window widened past the phone layout shows the navigation in the header again.
  useEffect(() => {
    const narrow = window.matchMedia(NARROW_SCREEN);
    const onChange = () => {
      if (!narrow.matches) onClose();
    };
    narrow.addEventListener('change', onChange);
    return () => narrow.removeEventListener('change', onChange);
  }, [onClose]);

  return (
    <ModalDialog className="de-menu" aria-label={t('header.menu')} onClose={onClose}>
      <button
        type="button"
        className="de-menu-close"
        aria-label={t('modal.close')}
        onClick={onClose}
      >
        <CloseIcon />
      </button>
      <Navbar />
      {siteData.locales.length > 1 && (
        <div className="de-menu-locale">
          <LocaleSwitch />
        </div>
      )}
      {siteData.themeConfig.prefersColor.switch && (
        <div className="de-menu-color">
          <ColorSwitch labelled />
        </div>
      )}
      {sidebar && <Sidebar groups={sidebar} />}
    </ModalDialog>
  );
}
