import { Link, useText } from '../../../client/index.ts';
import './NotFound.css';

export default function NotFound() {
  const t = useText();
  return (
    <div className="de-not-found">
      <p className="de-not-found-code" aria-hidden="true">
        404
      </p>
      <h1>{t('notFound.title')}</h1>
      <Link to="/" className="de-button de-button-brand">
        {t('notFound.link')}
      </Link>
    </div>
  );
}
