import { siteData } from '../../../client/site.ts';
import { useText } from '../../../client/useText.ts';
import './Footer.css';

export default function Footer() {
  const t = useText();
  return (
    <footer className="de-footer">
      <p>{siteData.themeConfig.footer ?? t('footer.powered')}</p>
    </footer>
  );
}
