import { siteData, useLocale, useText } from '../../../client/index.ts';
import './Footer.css';

export default function Footer() {
  const t = useText();
  const locale = useLocale();
  return (
    <footer className="de-footer">
      <p>{siteData.themeConfig.footer?.[locale.id] ?? t('footer.powered')}</p>
    </footer>
  );
}
