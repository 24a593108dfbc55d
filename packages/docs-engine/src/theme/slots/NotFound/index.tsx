import { Link, useLocalePath, useText } from '../../../client/index.ts';
import './NotFound.css';

export default function NotFound() {
  const t = useText();
  const localePath = useLocalePath();
  return (
    <div className="de-not-found">
      <p className="de-not-found-code" aria-hidden="true">
        404
      </p>
      <h1>{t('notFound.title')}</h1>
      <Link to={localePath('/')} className="de-button de-button-brand">
        {t('notFound.link')}
      </Link>
    </div>
  );
}
