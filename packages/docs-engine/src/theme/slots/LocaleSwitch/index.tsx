import { Link, type LocaleAlternate, useLocaleAlternates, useText } from '../../../client/index.ts';
import { htmlLang } from '../../../shared/localePaths.ts';
import { ChevronIcon, Icon } from '../../icons.tsx';
import './LocaleSwitch.css';

const LanguageIcon = () => (
  <Icon size={18}>
    <path d="M4 5h8M8 3v2M6 5c0 4 2.5 7 6 8.5M10 5c0 3.5-2.5 7-6 8.5M13 21l4-9 4 9M14.5 18h5" />
  </Icon>
);

/** A link to the current page in another language, named in that language. */
function LocaleLink({ alternate, icon }: { alternate: LocaleAlternate; icon?: boolean }) {
  const { locale, link, current } = alternate;
  return (
    <Link
      to={link}
      className="de-locale-switch-link"
      lang={htmlLang(locale.id)}
      hrefLang={locale.id}
      aria-current={current ? 'true' : undefined}
    >
      {icon && <LanguageIcon />}
      {locale.name}
    </Link>
  );
}

/**
 * The locale switch: links to the current page in the site's other languages, so it works
 * without JavaScript too. With two languages it is one link to the other; with more, a menu.
 * A site with one language has none.
 */
export default function LocaleSwitch() {
  const t = useText();
  const alternates = useLocaleAlternates();
  const current = alternates.find((alternate) => alternate.current);
  const others = alternates.filter((alternate) => !alternate.current);
  const [other] = others;
  if (!current || !other) return null;
  if (others.length === 1) {
    return (
      <div className="de-locale-switch">
        <LocaleLink alternate={other} icon />
      </div>
    );
  }
  return (
    <details className="de-locale-switch de-locale-switch-menu">
      <summary className="de-locale-switch-link" aria-label={t('header.locale')}>
        <LanguageIcon />
        {current.locale.name}
        <ChevronIcon className="de-locale-switch-chevron" />
      </summary>
      <ul>
        {alternates.map((alternate) => (
          <li key={alternate.locale.id}>
            <LocaleLink alternate={alternate} />
          </li>
        ))}
      </ul>
    </details>
  );
}
