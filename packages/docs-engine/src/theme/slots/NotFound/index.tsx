import { Link, useLocalePath, useNav, useText } from '../../../client/index.ts';
import SearchBar from '../SearchBar/index.tsx';
import './NotFound.css';

/** The 404 page: what happened, a search box, and the way to the home page and the top sections. */
export default function NotFound() {
  const t = useText();
  const localePath = useLocalePath();
  const sections = useNav().filter((item) => item.link !== undefined);
  return (
    <div className="de-not-found">
      <p className="de-not-found-code" aria-hidden="true">
        404
      </p>
      <h1>{t('notFound.title')}</h1>
      <p className="de-not-found-description">{t('notFound.description')}</p>
      <div className="de-not-found-search">
        <SearchBar />
      </div>
      <nav className="de-not-found-links" aria-label={t('notFound.pages')}>
        <Link to={localePath('/')} className="de-button de-button-brand">
          {t('notFound.link')}
        </Link>
        {sections.map((item) => (
          <Link key={item.title} to={item.link ?? '/'} className="de-button de-button-alt">
            {item.title}
          </Link>
        ))}
      </nav>
    </div>
  );
}
