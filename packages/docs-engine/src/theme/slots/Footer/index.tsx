import { siteData, useText } from '../../../client/index.ts';
import './Footer.css';

export default function Footer() {
  const t = useText();
  return (
    <footer className="de-footer">
      <p>{siteData.themeConfig.footer ?? t('footer.powered')}</p>
    </footer>
  );
}
